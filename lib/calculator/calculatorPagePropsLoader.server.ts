import type { GetServerSideProps } from 'next';
import type { ParsedUrlQuery } from 'node:querystring';
import { loadPageProps } from '@/lib/serving/pageProps/loadPageProps.server';
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locale';
import { type BasePageProps } from '@/lib/site/pageProps';
import { type PageKey } from '@/lib/site/seo/pageLinks';

/**
 * Either calculator page's props: the shared page props and the calculation for the input read
 * from the URL, so a bookmarked or shared result is rendered on the server and the browser shows
 * it without loading the engine (docs/calculator.md#first-result-from-the-server).
 */
export function calculatorPagePropsLoader<C>(
  pageKey: PageKey,
  calculationFor: (query: ParsedUrlQuery) => C,
  locale: Locale = DEFAULT_LOCALE,
): GetServerSideProps<BasePageProps & { calculation: C }> {
  return async (context) => ({
    props: {
      ...(await loadPageProps(context, pageKey, locale)),
      calculation: calculationFor(context.query),
    },
  });
}
