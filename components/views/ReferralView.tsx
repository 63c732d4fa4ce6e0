import { ActionLink } from '@/components/ui/ActionButton';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { ReferralSections } from './sections/sections';
import { REFERRAL_COPY, referralMailto, referralShareUrl } from '@/lib/site/content/referralShare';
import type { BasePageProps } from '@/lib/site/pageProps';
import { primaryReferralCode } from '@/lib/site/referral/referrerCookie';
import { canonicalUrl, withBrand } from '@/lib/site/seo/pageCatalogue';

/**
 * Refer a family; with the caregiver-to-family flag, caregivers can refer the family they work for.
 * The visitor's referral code (rx, docs/site.md#referral-cookies) travels in the shared link, the
 * e-mails and the enrollment link.
 */
export default function ReferralView(props: BasePageProps) {
  const { site } = props;
  const { hero } = REFERRAL_COPY;
  const referralCode = primaryReferralCode(props.referrerCookie);
  const siteUrl = referralShareUrl(canonicalUrl(site.siteOrigin, '/'), referralCode);
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={withBrand(hero.title, site.brandName)}
        lead={hero.lead}
        actions={
          <ActionLink
            href={referralMailto({ brandName: site.brandName, siteUrl, audience: 'friend' })}
            variant="contained"
            size="large"
          >
            {hero.emailFriend}
          </ActionLink>
        }
      />

      <ReferralSections {...props} />
    </PageShell>
  );
}
