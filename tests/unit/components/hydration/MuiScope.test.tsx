import { styled, useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { inMuiScope } from '@/components/hydration/inMuiScope';
import { muiScoped } from '@/components/hydration/MuiScope';
import { StyleScopeContext } from '@/components/hydration/StyleScopeContext';

const Framed = styled('p')(({ theme }) => ({ borderRadius: theme.shape.borderRadius }));

function Radius({ label }: { label: string }) {
  return (
    <Framed>
      {label} {useTheme().shape.borderRadius}
    </Framed>
  );
}

/** The server's head: MUI's insertion point, the baseline, then the component styles. */
function serverHead() {
  document.head.innerHTML = [
    '<meta name="emotion-insertion-point" content="">',
    '<style data-emotion="mui-global baseline" data-s="">body{margin:0}</style>',
    '<style data-emotion="mui server1" data-s="">.mui-server1{color:red}</style>',
    '<link rel="stylesheet" href="site.css">',
  ].join('');
}

/** The head's styles and links, by emotion key (or tag name), in order. */
function headOrder(): string[] {
  return [...document.head.children].map((node) =>
    node instanceof HTMLStyleElement ? (node.dataset.emotion ?? '') : node.tagName.toLowerCase(),
  );
}

describe('MuiScope in the browser', () => {
  // The browser's cache is created on the first scoped render of this file's module registry.
  beforeAll(serverHead);

  it('gives a part the page’s theme and writes its styles with the nonce, after the server’s', () => {
    const Scoped = muiScoped(Radius);
    render(
      <StyleScopeContext.Provider value={{ theme: 'care24', nonce: 'n0nce' }}>
        <Scoped label="radius" />
      </StyleScopeContext.Provider>,
    );
    expect(screen.getByText('radius 24')).toHaveStyle({ borderRadius: '24px' });
    const written = [...document.head.querySelectorAll<HTMLStyleElement>('style')].at(-1);
    expect(written?.dataset.emotion).toBe('mui');
    expect(written?.nonce).toBe('n0nce');
    // The server's elements keep their order: the baseline, its component styles, then new ones.
    expect(headOrder()).toEqual(['meta', 'mui-global baseline', 'mui server1', 'mui', 'link']);
  });

  it('uses the one browser cache for every part, whatever nonce a later page has', async () => {
    const Loaded: ComponentType<{ label: string }> = await inMuiScope({ default: Radius });
    render(
      <StyleScopeContext.Provider value={{ theme: 'care', nonce: 'other' }}>
        <Loaded label="later" />
      </StyleScopeContext.Provider>,
    );
    expect(screen.getByText('later 8')).toHaveStyle({ borderRadius: '8px' });
    const nonces = [
      ...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui"]'),
    ].map((style) => style.nonce);
    expect(nonces.length).toBeGreaterThan(0);
    expect(new Set(nonces)).toEqual(new Set(['n0nce']));
  });
});
