import { useSyncExternalStore } from 'react';
import { referralShareUrl } from '@/lib/site/content/referralShare';
import { memberReferralCode } from '@/lib/site/referral/memberReferralCode';
import { canonicalUrl } from '@/lib/site/seo/pageLinks';
import { useSiteAuth } from './SiteAuthContext';

const noChanges = () => () => undefined;

/**
 * The signed-in member's personal referral link (the landing page with their code as `rx`), or
 * null for a visitor. Null too while hydrating: the code comes from the member's id, which a
 * cached member page may not render on the server (docs/members.md#member-data-on-pages).
 */
export function useMemberReferralUrl(siteOrigin: string): string | null {
  const { auth } = useSiteAuth();
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!hydrated || !auth.isLoggedIn || !auth.member) return null;
  const code = memberReferralCode(auth.member);
  return code ? referralShareUrl(canonicalUrl(siteOrigin, '/'), code) : null;
}
