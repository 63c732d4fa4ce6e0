import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { LOGGED_OUT, MEMBER_UNAVAILABLE } from '@/lib/members/auth/authState';
import { loadServerAuth } from '@/lib/members/auth/serverAuth.server';
import { siteConfig } from '@/lib/platform/config/env.server';
import { toPublicConfig, type PublicConfig } from '@/lib/platform/config/siteConfig';
import { referralRewardFor } from '@/lib/site/referral/referralReward';
import { PARTNER_COOKIE_NAME, resolvePartnerSession } from '@/lib/site/enrollment/partnerSession';
import { logger } from '@/lib/platform/logging/logger.server';
import { withErrorReporting } from '@/lib/tracking/errorReporting/serverSentry.server';
import { NONCE_HEADER } from '@/lib/serving/securityHeaders/headerNames';
import {
  isInternalRender,
  renderFlagsOf,
  renderedMemberStatus,
  rendersMemberUnavailable,
  renderPlaceholders,
  type RenderPlaceholders,
} from '@/lib/serving/pageCache/internalRender.server';
import { memberPlaceholders } from '@/lib/serving/pageCache/memberTemplate.server';
import { readReferralCookies } from '@/lib/site/referral/referralCookies';
import { storedReferralSetCookie } from '@/lib/site/referral/storedReferralCookie';
import { anonymousPagePrivacy, pagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import { visitMarkerFromParams } from '@/lib/site/referral/visitMarker';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import { DEFAULT_LOCALE, type Locale } from '@/lib/site/i18n/locale';
import { pageHeadText } from '@/lib/site/seo/pageDescriptions';
import type { BasePageProps } from '../../site/pageProps';
import { pageCookies, pageHeaders } from './visitorInputs';
import { visitorFlags } from './visitorFlags.server';

/** The server logger whose errors also go to error reporting (member fetch failures). */
const reportingLogger = withErrorReporting(logger);
const publicConfig = toPublicConfig(siteConfig);
/**
 * The public configuration a page in each language gets: the same but for the referral reward,
 * which is that language's setting, so a page ships only its own language's sentence.
 */
const PUBLIC_CONFIGS: Readonly<Record<Locale, PublicConfig>> = {
  en: { ...publicConfig, referralReward: referralRewardFor(siteConfig, 'en') },
  es: { ...publicConfig, referralReward: referralRewardFor(siteConfig, 'es') },
};
const { renderSecret } = siteConfig.pageCache;
const placeholders = renderSecret ? renderPlaceholders(renderSecret) : undefined;

/** Builds the props every page shares; never throws, so a page never fails because of them. */
export async function loadPageProps(
  context: Pick<GetServerSidePropsContext, 'req' | 'res' | 'query'>,
  pageKey: PageKey,
  locale: Locale = DEFAULT_LOCALE,
): Promise<BasePageProps> {
  const { req, res, query } = context;
  if (renderSecret && placeholders && isInternalRender(req.headers, renderSecret)) {
    const props = anonymousRenderProps(req.headers, pageKey, locale, placeholders);
    if (rendersMemberUnavailable(req.headers)) return { ...props, auth: MEMBER_UNAVAILABLE };
    const memberStatus = renderedMemberStatus(req.headers);
    if (!memberStatus) return props;
    // The member variant: a placeholder member the front server fills per request
    // (docs/serving.md#member-pages).
    const { auth, apolloState } = memberPlaceholders(renderSecret, memberStatus);
    return { ...props, auth, apolloState };
  }
  // Only the cookies and headers the page cache knows about (docs/serving.md#cache-variants).
  const cookies = pageCookies(req.cookies);
  const secure = siteConfig.secureCookies;
  const referral = resolveReferral(req.url, cookies);
  const partner = resolvePartnerSession(query.partner, cookies[PARTNER_COOKIE_NAME], { secure });
  const [{ ids, setCookies, flags }, serverAuth] = await Promise.all([
    visitorFlags(cookies),
    loadServerAuth(cookies, reportingLogger),
  ]);
  setCookies.push(...referral.setCookies);
  if (partner.setCookie) setCookies.push(partner.setCookie);
  if (setCookies.length > 0) appendSetCookie(res, setCookies);

  const nonceHeader = req.headers[NONCE_HEADER];
  return {
    pageKey,
    locale,
    head: pageHeadText(pageKey, publicConfig.brandName, locale),
    site: PUBLIC_CONFIGS[locale],
    flags,
    enrollmentSessionId: ids.enrollmentSessionId,
    visitorId: ids.visitorId,
    deviceId: ids.deviceId,
    nonce: typeof nonceHeader === 'string' ? nonceHeader : '',
    referrerCookie: referral.value,
    partnerCode: partner.partnerCode,
    privacy: pagePrivacy(pageHeaders(req.headers), cookies, {
      secure: siteConfig.secureCookies,
      optInRegions: siteConfig.consent.optInRegions,
    }),
    auth: serverAuth.auth,
    apolloState: serverAuth.apolloState,
  };
}

/**
 * The props of the front server's render of an anonymous page, which it caches and serves to many
 * visitors: the flags it evaluated for this visitor, placeholders where each response needs its
 * own nonce and ids, and nothing from cookies (no member, no referral code).
 */
function anonymousRenderProps(
  headers: GetServerSidePropsContext['req']['headers'],
  pageKey: PageKey,
  locale: Locale,
  placeholders: RenderPlaceholders,
): BasePageProps {
  return {
    pageKey,
    locale,
    head: pageHeadText(pageKey, publicConfig.brandName, locale),
    site: PUBLIC_CONFIGS[locale],
    flags: renderFlagsOf(headers, siteConfig.flagDefaults),
    enrollmentSessionId: placeholders.enrollmentSessionId,
    visitorId: placeholders.visitorId,
    deviceId: placeholders.deviceId,
    nonce: placeholders.nonce,
    referrerCookie: null,
    partnerCode: null,
    privacy: anonymousPagePrivacy(siteConfig.consent.optInRegions),
    auth: LOGGED_OUT,
    apolloState: null,
  };
}

/**
 * The visitor's referral (docs/site.md#referral-cookies): the visit marker the browser wrote, else
 * the server's stored copy, else this URL's referral parameters, so the links of the very page that
 * carries `?rx=` already include it. A URL with a referral stores it server side for 30 days
 * (HttpOnly); that is what carries the code to later pages even before the browser's marker is
 * written.
 */
function resolveReferral(
  url: string | undefined,
  cookies: Partial<Record<string, string>>,
): { value: string | null; setCookies: string[] } {
  const options = {
    coreSiteUrl: siteConfig.coreSiteUrl,
    siteOrigin: siteConfig.siteOrigin,
    secure: siteConfig.secureCookies,
    // `__Secure-` names with secure cookies (production), the plain ones read once to migrate.
    prefixed: siteConfig.secureCookies,
  };
  const { marker, stored, setCookies } = readReferralCookies(cookies, options);
  const fromUrl = visitMarkerFromParams(new URL(url ?? '/', 'http://site.invalid').searchParams);
  const existing = marker ?? stored;
  if (!fromUrl) return { value: existing, setCookies };
  return {
    value: existing ?? fromUrl,
    setCookies: [...setCookies, storedReferralSetCookie(fromUrl, options)],
  };
}

function appendSetCookie(res: GetServerSidePropsContext['res'], cookies: string[]): void {
  const existing = res.getHeader('Set-Cookie');
  const previous =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  res.setHeader('Set-Cookie', [...previous, ...cookies]);
}

/**
 * The `getServerSideProps` of a page that needs only the shared props, in the page's language.
 * Pages re-export the result, so every route renders on the server with its nonce (static pages
 * would carry none).
 */
export function pagePropsLoader(pageKey: PageKey, locale: Locale = DEFAULT_LOCALE) {
  return async (
    context: GetServerSidePropsContext,
  ): Promise<GetServerSidePropsResult<BasePageProps>> => ({
    props: await loadPageProps(context, pageKey, locale),
  });
}
