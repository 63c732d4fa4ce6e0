import { ActionLink } from '@/components/ui/ActionButton';
import { referralMailto } from '@/lib/site/content/referralShare';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { canonicalUrl } from '@/lib/site/seo/pageLinks';
import { useMemberReferralUrl } from './useMemberReferralUrl';

/** The referral hero's "Email a family": the member's personal link once known, else the site. */
export default function ReferralEmailAction({
  site,
  label,
}: {
  site: PublicConfig;
  label: string;
}) {
  const siteUrl = useMemberReferralUrl(site.siteOrigin) ?? canonicalUrl(site.siteOrigin, '/');
  return (
    <ActionLink
      href={referralMailto({ brandName: site.brandName, siteUrl, audience: 'friend' })}
      variant="contained"
      size="large"
    >
      {label}
    </ActionLink>
  );
}
