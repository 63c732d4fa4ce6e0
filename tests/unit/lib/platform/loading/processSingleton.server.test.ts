/** @jest-environment node */
import { processSingleton } from '@/lib/platform/loading/processSingleton.server';

describe('processSingleton', () => {
  it('makes the value once per name and hands the same one to every caller', () => {
    const create = jest.fn(() => ({ made: true }));
    const first = processSingleton('test.once', create);
    expect(processSingleton('test.once', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps an undefined value too (nothing configured) without making it again', () => {
    const create = jest.fn(() => undefined);
    processSingleton('test.undefined', create);
    processSingleton('test.undefined', create);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('is shared by separately loaded copies of the module, as Next.js bundles load them', async () => {
    const first = processSingleton('test.bundles', () => ({}));
    let other: typeof processSingleton | undefined;
    await jest.isolateModulesAsync(async () => {
      ({ processSingleton: other } =
        await import('@/lib/platform/loading/processSingleton.server'));
    });
    expect(other).not.toBe(processSingleton);
    expect(other?.('test.bundles', () => ({}))).toBe(first);
  });
});
