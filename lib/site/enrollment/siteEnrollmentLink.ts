import type { BasePageProps } from '@/lib/site/pageProps';
import { primaryReferralCode } from '@/lib/site/referral/referrerCookie';
import { enrollmentLink, type EnrollmentLinkOptions } from './enrollmentLink';

/** What a page knows that shapes its enrollment link: core site, landing flag, referral cookie. */
export type EnrollmentContext = Pick<BasePageProps, 'site' | 'flags'> & {
  referrerCookie?: BasePageProps['referrerCookie'];
  partnerCode?: BasePageProps['partnerCode'];
};

/**
 * The enrollment link (docs/site.md#enrollment-links) from a page's props, plus what the visitor
 * chose (the "hired?" answer or a partner code). One place maps page props to link options.
 */
export function siteEnrollmentLink(
  { site, flags, referrerCookie, partnerCode }: EnrollmentContext,
  choice: Pick<EnrollmentLinkOptions, 'hiredAnswer' | 'partnerCode'> = {},
): string {
  return enrollmentLink({
    coreSiteUrl: site.coreSiteUrl,
    useLanding: flags.enrollmentLanding,
    referralCode: primaryReferralCode(referrerCookie),
    // The session's partner code (partner link) applies to every link unless one is typed.
    partnerCode: choice.partnerCode ?? partnerCode ?? undefined,
    hiredAnswer: choice.hiredAnswer,
  });
}
