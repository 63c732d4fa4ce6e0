/** @jest-environment node */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { styled } from '@mui/material/styles';
import { renderToString } from 'react-dom/server';
import MuiScope from '@/components/hydration/MuiScope';
import { StyleScopeContext } from '@/components/hydration/StyleScopeContext';

const Framed = styled('p')({ color: 'teal' });

describe('MuiScope on the server', () => {
  it('leaves the request’s cache in place: the styles reach the document with its nonce', () => {
    const cache = createCache({ key: 'mui', nonce: 'request' });
    const server = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <StyleScopeContext.Provider value={{ theme: 'care', nonce: 'stale' }}>
          <MuiScope>
            <Framed>text</Framed>
          </MuiScope>
        </StyleScopeContext.Provider>
      </CacheProvider>,
    );
    expect(html).toMatch(/^<p class="mui-[\w-]+">text<\/p>$/);
    const chunks = server.extractCriticalToChunks(html).styles;
    expect(chunks.find((chunk) => chunk.key === 'mui')?.css).toContain('color:teal');
  });
});
