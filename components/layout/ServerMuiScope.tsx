import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import type { ThemeName } from '@/lib/platform/config/schema';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { insertServerBaseline } from './serverBaseline';

interface ServerMuiScopeProps {
  /** The request's cache, holding its nonce. */
  cache: EmotionCache;
  themeName: ThemeName;
  children: ReactNode;
}

/**
 * The server render's MUI scope around the whole app (`pages/_document`, which never reaches the
 * browser): the request's Emotion cache, the page's theme, and its baseline as a global style.
 * Static and deferred islands render with MUI inside it and their styles reach the head with the
 * nonce. It renders no DOM, so the browser's tree (without it) hydrates the same HTML
 * (docs/performance.md#mui-on-demand).
 */
export default function ServerMuiScope({ cache, themeName, children }: ServerMuiScopeProps) {
  const theme = siteTheme(themeName);
  insertServerBaseline(cache, theme);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
