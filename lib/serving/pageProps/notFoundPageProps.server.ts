import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { NOT_FOUND_TEXT, type NotFoundText } from '@/lib/site/content/notFoundContent';
import type { Locale } from '@/lib/site/i18n/locale';
import type { BasePageProps } from '../../site/pageProps';
import { ensurePageNonce } from '../securityHeaders/pagePolicy.server';
import { loadPageProps } from './loadPageProps.server';

/**
 * The loader of the 404 page in a language: every unknown path under the base path (or under
 * `/es`) renders with status 404, per request, so unlike pages/404 (static, without a CSP nonce)
 * it is fully interactive.
 */
export function notFoundPageProps(locale: Locale) {
  return async (
    context: GetServerSidePropsContext,
  ): Promise<GetServerSidePropsResult<BasePageProps & { text: NotFoundText }>> => {
    context.res.statusCode = 404;
    // Unknown paths under the prefixes middleware skips (static/…, favicon…) have no nonce yet.
    ensurePageNonce(context.req, context.res);
    const props = await loadPageProps(context, 'notFound', locale);
    return { props: { ...props, text: NOT_FOUND_TEXT[locale] } };
  };
}
