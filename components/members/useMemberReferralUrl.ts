import { useSyncExternalStore } from 'react';
import { referralLandingUrl, referralShareUrl } from '@/lib/site/content/referralShare';
import type { Locale } from '@/lib/site/i18n/locale';
import { memberReferralCode } from '@/lib/site/referral/memberReferralCode';
import { useSiteAuth } from './SiteAuthContext';

const noChanges = () => () => undefined;

/**
 * The signed-in member's personal referral link (the landing page in `locale`, with their code as
 * `rx`), or
 * null for a visitor. Null too while hydrating: the code comes from the member's id, which a
 * cached member page may not render on the server (docs/members.md#member-data-on-pages).
 */
export function useMemberReferralUrl(siteOrigin: string, locale: Locale): string | null {
  const { auth } = useSiteAuth();
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  if (!hydrated || !auth.isLoggedIn || !auth.member) return null;
  const code = memberReferralCode(auth.member);
  return code ? referralShareUrl(referralLandingUrl(siteOrigin, locale), code) : null;
}
