/** @jest-environment node */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import GlobalStyles from '@mui/material/GlobalStyles';
import { renderToString } from 'react-dom/server';
import { THEME_NAMES } from '@/lib/platform/config/schema';
import { baselineStyles } from '@/components/layout/baselineStyles';
import { insertServerBaseline } from '@/components/layout/serverBaseline';
import { themeCustomProperties } from '@/components/layout/themeCustomProperties';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';

/** A cache in Emotion's server mode, as `pages/_document` makes it, and its style extraction. */
function serverCache() {
  const cache = createCache({ key: 'mui', nonce: 'n0nce' });
  const server = createEmotionServer(cache);
  return { cache, extract: (html: string) => server.extractCriticalToChunks(html) };
}

describe.each(THEME_NAMES)('the %s theme’s baseline on the server', (name) => {
  const theme = siteTheme(name);

  it('is the global style GlobalStyles wrote, under the site’s key', () => {
    const written = serverCache();
    insertServerBaseline(written.cache, theme);
    const fromGlobalStyles = serverCache();
    const html = renderToString(
      <CacheProvider value={fromGlobalStyles.cache}>
        <GlobalStyles styles={{ ...baselineStyles(theme), ...themeCustomProperties(theme) }} />
      </CacheProvider>,
    );
    expect(html).toBe('');
    const chunks = written.extract('').styles;
    expect(chunks).toEqual(fromGlobalStyles.extract('').styles);
    expect(chunks[0]?.key).toBe('mui-global');
    expect(chunks[0]?.css).toContain('body{');
    expect(chunks[0]?.css).toContain(`--site-primary:${theme.palette.primary.main}`);
  });

  it('is written once however many times a render asks', () => {
    const { cache, extract } = serverCache();
    insertServerBaseline(cache, theme);
    insertServerBaseline(cache, theme);
    expect(extract('').styles.filter((chunk) => chunk.key === 'mui-global')).toHaveLength(1);
  });
});
