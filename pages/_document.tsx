import { cloneElement, type ComponentType, type JSX } from 'react';
import {
  Head,
  Html,
  Main,
  NextScript,
  type DocumentContext,
  type DocumentProps,
} from 'next/document';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import type { EmotionCache } from '@emotion/cache';
import type { AppProps } from 'next/app';
import ServerMuiScope from '@/components/layout/ServerMuiScope';
import { createEmotionCache } from '@/lib/site/theme/createEmotionCache';
import { pageThemeName } from '@/lib/site/theme/pageTheme';
import type { BasePageProps } from '@/lib/site/pageProps';
import { ensurePageNonce } from '@/lib/serving/securityHeaders/pagePolicy.server';
import { structuredDataForProps } from '@/lib/site/seo/documentStructuredData';
import { documentLanguage } from '@/lib/site/i18n/documentLanguage';

interface SiteDocumentProps extends DocumentProps, DocumentHeadTagsProps {
  nonce: string | undefined;
}

/**
 * The server's `<style>` elements marked as already where they belong: emotion's default cache moves each
 * unmarked one to the end of the head when it loads (docs/performance.md#no-style-work-at-hydration).
 */
function markedAsPlaced(tags: readonly (JSX.Element | null)[]): JSX.Element[] {
  // MUI's list holds null for a chunk with no rules, whatever its type says.
  return tags.flatMap((tag) => (tag === null ? [] : [cloneElement(tag, { 'data-s': '' })]));
}

/**
 * The HTML frame: emotion's server styles and every Next.js script carry the request's nonce. The
 * page's structured data is written here, on the server only, so it adds nothing to the JS.
 */
export default function SiteDocument(props: SiteDocumentProps) {
  const structuredData = structuredDataForProps(props.__NEXT_DATA__.props);
  return (
    <Html lang={documentLanguage(props.__NEXT_DATA__.props)}>
      <Head nonce={props.nonce}>
        <DocumentHeadTags emotionStyleTags={markedAsPlaced(props.emotionStyleTags)} />
        {structuredData === null ? null : (
          <script
            type="application/ld+json"
            nonce={props.nonce}
            // JSON with `<` escaped (serializeJsonLd): nothing in it can end the element.
            dangerouslySetInnerHTML={{ __html: structuredData }}
          />
        )}
      </Head>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

/**
 * The app, rendered on the server inside the request's MUI scope (cache with the nonce, theme,
 * baseline): only here, so the browser's app carries no MUI or Emotion
 * (docs/performance.md#mui-on-demand). Static error pages get none, as before.
 */
function withServerMuiScope(cache: EmotionCache) {
  return {
    enhanceApp: (App: ComponentType<AppProps>) =>
      function ServerScopedApp(props: AppProps<Partial<BasePageProps>>) {
        if ('bareDocument' in props.Component) return <App {...props} />;
        return (
          <ServerMuiScope cache={cache} themeName={pageThemeName(props.pageProps)}>
            <App {...props} />
          </ServerMuiScope>
        );
      },
    resolveProps: <Props,>(initialProps: Props) => Promise.resolve(initialProps),
  };
}

/** Next.js's static fallbacks: rendered once at build time (with a stand-in request), never again. */
const PRERENDERED_PAGES: ReadonlySet<string> = new Set(['/404', '/500']);

SiteDocument.getInitialProps = async (context: DocumentContext) => {
  // A static page's HTML is served as built, so a nonce in it could never match the response's
  // policy (docs/serving.md#error-pages): it gets none.
  const { req, res } = context;
  const perRequest = req && res && !PRERENDERED_PAGES.has(context.pathname);
  const nonce = perRequest ? ensurePageNonce(req, res) : undefined;
  const emotionCache = createEmotionCache(nonce);
  const initialProps = await documentGetInitialProps(context, {
    emotionCache,
    plugins: [withServerMuiScope(emotionCache)],
  });
  return { ...initialProps, nonce };
};
