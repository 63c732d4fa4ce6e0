import { memberNextStep, type MemberNextStep } from '@/lib/members/account/memberNextStep';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { useSiteAuth } from './SiteAuthContext';

/** What the next step needs from the configuration. */
export type NextStepSite = Pick<PublicConfig, 'memberAppUrl' | 'supportPhone'>;

/**
 * The signed-in member's next step by account status, or null for a visitor. Safe on cached member
 * pages: it reads only the status, which is part of the page variant
 * (docs/members.md#member-data-on-pages).
 */
export function useMemberNextStep(
  site: NextStepSite,
  enrollmentHref: string,
): MemberNextStep | null {
  const { auth } = useSiteAuth();
  if (!auth.isLoggedIn || !auth.member) return null;
  return memberNextStep(auth.member.homepayAccountStatusV2, {
    memberAppUrl: site.memberAppUrl,
    enrollmentHref,
    supportPhone: site.supportPhone,
  });
}
