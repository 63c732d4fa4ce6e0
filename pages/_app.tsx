import '@fontsource-variable/figtree/index.css';
import '@fontsource/lora/latin-400.css';
import '@fontsource/lora/latin-700.css';
import '@fontsource/wix-madefor-text/latin-400.css';
import '@fontsource/wix-madefor-text/latin-700.css';
import '@/styles/fontFallbacks.css';
import '@/styles/global.css';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { AppProps } from 'next/app';
import SiteProviders from '@/components/layout/SiteProviders';
import { browserEmotionCache } from '@/lib/site/theme/createEmotionCache';
import type { BasePageProps } from '@/lib/site/pageProps';

interface SiteAppProps extends AppProps<Partial<BasePageProps>> {
  /** Set by `_document` on the server: the per-request cache holding this response's nonce. */
  emotionCache?: EmotionCache;
}

/** The client shell: emotion cache with the CSP nonce, theme, and the site-wide providers. */
export default function SiteApp({ Component, pageProps, emotionCache }: SiteAppProps) {
  // Static error pages ship without JavaScript or nonce, so they skip emotion and the theme.
  if ('bareDocument' in Component) return <Component {...pageProps} />;
  const cache = emotionCache ?? browserEmotionCache(pageProps.nonce);
  return (
    // Emotion's own provider: MUI's AppCacheProvider builds a second cache on import, whose
    // hydration moves the server's <style> elements (docs/performance.md#no-style-work-at-hydration).
    <CacheProvider value={cache}>
      <SiteProviders pageProps={pageProps}>
        <Component {...pageProps} />
      </SiteProviders>
    </CacheProvider>
  );
}
