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
import { createEmotionCache } from '@/lib/site/theme/createEmotionCache';
import { NONCE_HEADER } from '@/lib/serving/securityHeaders/headerNames';
import { structuredDataForProps } from '@/lib/site/seo/documentStructuredData';

interface SiteDocumentProps extends DocumentProps, DocumentHeadTagsProps {
  nonce: string | undefined;
}

/**
 * The HTML frame: emotion's server styles and every Next.js script carry the request's nonce. The
 * page's structured data is written here, on the server only, so it adds nothing to the JS.
 */
export default function SiteDocument(props: SiteDocumentProps) {
  const structuredData = structuredDataForProps(props.__NEXT_DATA__.props);
  return (
    <Html lang="en">
      <Head nonce={props.nonce}>
        <DocumentHeadTags emotionStyleTags={props.emotionStyleTags} />
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

SiteDocument.getInitialProps = async (context: DocumentContext) => {
  const header = context.req?.headers[NONCE_HEADER];
  const nonce = typeof header === 'string' ? header : undefined;
  const initialProps = await documentGetInitialProps(context, {
    emotionCache: createEmotionCache(nonce),
  });
  return { ...initialProps, nonce };
};
