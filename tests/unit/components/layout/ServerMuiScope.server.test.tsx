/** @jest-environment node */
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { styled, useTheme } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import ServerMuiScope from '@/components/layout/ServerMuiScope';

const Framed = styled('p')(({ theme }) => ({ borderRadius: theme.shape.borderRadius }));

function Radius() {
  return <Framed>{useTheme().shape.borderRadius}</Framed>;
}

describe('ServerMuiScope', () => {
  it('renders the app in the page’s theme, its styles and the baseline in the request’s cache', () => {
    const cache = createCache({ key: 'mui', nonce: 'n0nce' });
    const server = createEmotionServer(cache);
    const html = renderToString(
      <ServerMuiScope cache={cache} themeName="care24">
        <Radius />
      </ServerMuiScope>,
    );
    // No DOM of its own: the browser's app, without it, hydrates the same HTML.
    expect(html).toMatch(/^<p class="mui-[\w-]+">24<\/p>$/);
    const chunks = server.extractCriticalToChunks(html).styles;
    expect(chunks.map((chunk) => chunk.key)).toEqual(['mui-global', 'mui']);
    expect(chunks[0]?.css).toContain('body{');
    expect(chunks[1]?.css).toContain('border-radius:24px');
  });
});
