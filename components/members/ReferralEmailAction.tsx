import { ActionLink } from '@/components/ui/ActionButton';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { referralLandingUrl, referralMailto } from '@/lib/site/content/referralShare';
import type { ReferralNotes } from '@/lib/site/content/referralShare';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { useMemberReferralUrl } from './useMemberReferralUrl';

/**
 * The referral hero's "Email a family": a note in the page's language linking the landing page in
 * that language, the member's personal link once known.
 */
export default function ReferralEmailAction({
  site,
  label,
  notes,
}: {
  site: PublicConfig;
  label: string;
  /** The page's notes, in its language. */
  notes: ReferralNotes;
}) {
  const { locale } = usePageLanguage();
  const siteUrl =
    useMemberReferralUrl(site.siteOrigin, locale) ?? referralLandingUrl(site.siteOrigin, locale);
  return (
    <ActionLink
      href={referralMailto(notes, { brandName: site.brandName, siteUrl, audience: 'friend' })}
      variant="contained"
      size="large"
    >
      {label}
    </ActionLink>
  );
}
