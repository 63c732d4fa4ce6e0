import '@fontsource-variable/figtree/index.css';
import '@fontsource/lora/latin-400.css';
import '@fontsource/lora/latin-700.css';
import '@fontsource/wix-madefor-text/latin-400.css';
import '@fontsource/wix-madefor-text/latin-700.css';
import '@/styles/fontFallbacks.css';
import '@/styles/global.css';
import type { AppProps } from 'next/app';
import SiteProviders from '@/components/layout/SiteProviders';
import type { BasePageProps } from '@/lib/site/pageProps';

/**
 * The browser's app: the site-wide providers, without MUI or Emotion. The server renders it inside
 * the request's MUI scope (`pages/_document`); parts styled with MUI bring theirs when they load
 * (docs/performance.md#mui-on-demand).
 */
export default function SiteApp({ Component, pageProps }: AppProps<Partial<BasePageProps>>) {
  // Static error pages ship without JavaScript or nonce, so they skip the providers.
  if ('bareDocument' in Component) return <Component {...pageProps} />;
  return (
    <SiteProviders pageProps={pageProps}>
      <Component {...pageProps} />
    </SiteProviders>
  );
}
