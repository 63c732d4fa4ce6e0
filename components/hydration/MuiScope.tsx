import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { browserEmotionCache } from '@/lib/site/theme/createEmotionCache';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { StyleScopeContext } from './StyleScopeContext';

/**
 * MUI's theme and the browser's one Emotion cache (with the document's nonce) around a part that
 * styles with them. On the server the whole app already has the request's scope
 * (`ServerMuiScope`, from `pages/_document`), so this adds nothing there
 * (docs/performance.md#mui-on-demand).
 */
export default function MuiScope({ children }: { children: ReactNode }) {
  const { theme, nonce } = useContext(StyleScopeContext);
  if (typeof window === 'undefined') return children;
  return (
    <CacheProvider value={browserEmotionCache(nonce)}>
      <ThemeProvider theme={siteTheme(theme)}>{children}</ThemeProvider>
    </CacheProvider>
  );
}

/** A component rendered inside MuiScope. */
export function muiScoped<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function MuiScoped(props: P) {
    return (
      <MuiScope>
        <Component {...props} />
      </MuiScope>
    );
  }
  MuiScoped.displayName = `MuiScoped(${Component.displayName ?? Component.name})`;
  return MuiScoped;
}
