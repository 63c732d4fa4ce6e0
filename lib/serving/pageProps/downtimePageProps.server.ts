import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { DOWNTIME_TEXT } from '@/lib/site/content/downtimeContent';
import type { Locale } from '@/lib/site/i18n/locale';
import { loadPageProps } from './loadPageProps.server';
import { withPageText } from './withPageText.server';
import type { BasePageProps } from '../../site/pageProps';

/**
 * How long, in seconds, a client or crawler should wait before trying again. Maintenance windows
 * are short; five minutes lets a returning visitor's browser retry soon without hammering us.
 */
export const DOWNTIME_RETRY_AFTER_SECONDS = 300;

/**
 * The maintenance page answers 503 Service Unavailable with Retry-After, not 200: operations
 * redirect visitors here while the site is down, and a 503 tells crawlers the outage is temporary
 * (they keep the real pages indexed and never index this one, also marked noindex). The Spanish
 * twin answers the same way (docs/site.md#downtime-page).
 */
export async function getDowntimePageProps(
  context: GetServerSidePropsContext,
  locale: Locale = 'en',
): Promise<GetServerSidePropsResult<BasePageProps>> {
  const props = await loadPageProps(context, 'downtime', locale);
  context.res.statusCode = 503;
  context.res.setHeader('Retry-After', String(DOWNTIME_RETRY_AFTER_SECONDS));
  context.res.setHeader('X-Robots-Tag', 'noindex');
  return { props };
}

/** The maintenance page's loader in a language: the 503 above, with the page's words. */
export function downtimePageProps(locale: Locale) {
  return withPageText(
    (context: GetServerSidePropsContext) => getDowntimePageProps(context, locale),
    DOWNTIME_TEXT[locale],
  );
}
