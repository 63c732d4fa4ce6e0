import type { GetServerSideProps } from 'next';
import NotFoundView from '@/components/views/NotFoundView';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { ensurePageNonce } from '@/lib/serving/securityHeaders/pagePolicy.server';
import type { BasePageProps } from '@/lib/site/pageProps';

/**
 * Every unknown path under the base path renders here with status 404. Unlike pages/404 (static,
 * so without a CSP nonce) this page is rendered per request and fully interactive.
 */
export const getServerSideProps: GetServerSideProps<BasePageProps> = async (context) => {
  context.res.statusCode = 404;
  // Unknown paths under the prefixes middleware skips (static/…, favicon…) have no nonce yet.
  ensurePageNonce(context.req, context.res);
  return { props: await loadPageProps(context, 'notFound') };
};

export default NotFoundView;
