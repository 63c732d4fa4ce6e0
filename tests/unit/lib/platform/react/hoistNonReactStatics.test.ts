/** @jest-environment node */
import hoistNonReactStatics from '@/lib/platform/react/hoistNonReactStatics';

describe('the hoist-non-react-statics stand-in', () => {
  it('copies a component’s own statics onto its wrapper, symbols and getters included', () => {
    const marker = Symbol('marker');
    const Inner = Object.assign(() => null, { preload: () => 'loaded', [marker]: 1 });
    Object.defineProperty(Inner, 'lazyValue', { get: () => 42, enumerable: false });
    const Wrapper = () => null;
    const hoisted = hoistNonReactStatics(Wrapper, Inner) as typeof Wrapper &
      Record<PropertyKey, unknown>;
    expect(hoisted).toBe(Wrapper);
    expect(hoisted.preload).toBe(Inner.preload);
    expect(hoisted[marker]).toBe(1);
    expect(hoisted.lazyValue).toBe(42);
  });

  it('keeps the wrapper’s own React statics and function properties', () => {
    const Inner = Object.assign(() => null, {
      displayName: 'Inner',
      defaultProps: { size: 'small' },
      propTypes: {},
    });
    function Wrapper() {
      return null;
    }
    Wrapper.displayName = 'WithTheme(Inner)';
    hoistNonReactStatics(Wrapper, Inner);
    expect(Wrapper.displayName).toBe('WithTheme(Inner)');
    expect('defaultProps' in Wrapper).toBe(false);
    expect('propTypes' in Wrapper).toBe(false);
    expect(Wrapper.name).toBe('Wrapper');
  });

  it('skips what the wrapper cannot take instead of throwing', () => {
    const Wrapper = () => null;
    Object.defineProperty(Wrapper, 'fixed', { value: 'mine', configurable: false });
    const Inner = Object.assign(() => null, { fixed: 'theirs' });
    expect(() => hoistNonReactStatics(Wrapper, Inner)).not.toThrow();
    expect((Wrapper as unknown as { fixed: string }).fixed).toBe('mine');
  });
});
