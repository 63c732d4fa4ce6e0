import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { REFERRAL_STEPS } from '@/lib/content/audienceContent';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import { canonicalUrl } from '@/lib/seo/pageCatalogue';
import { referralMailto } from '@/lib/content/referralShare';

/** Refer a family; with the caregiver-to-family flag, caregivers can refer the family they work for. */
export default function ReferralView(props: BasePageProps) {
  const { site, flags } = props;
  const siteUrl = canonicalUrl(site.siteOrigin, '/');
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow="Referrals"
        title={`Refer a family to ${site.brandName}`}
        lead="Know a family with a nanny, senior caregiver or housekeeper? Help them pay their employee legally without the paperwork."
        actions={
          <ActionLink
            href={referralMailto({ brandName: site.brandName, siteUrl, audience: 'friend' })}
            variant="contained"
            size="large"
          >
            Email a family
          </ActionLink>
        }
      />

      <ContentSection id="how-heading" heading="How referring works">
        <CheckList ordered items={REFERRAL_STEPS} />
      </ContentSection>

      {flags.caregiverToFamilyReferrals ? (
        <ContentSection
          id="caregiver-referral-heading"
          heading="Caregivers: refer the family you work for"
          intro="Being paid on the books protects you. Send your family a short note and we’ll take it from there, without you having to explain tax law."
          tinted
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <ActionLink
              href={referralMailto({ brandName: site.brandName, siteUrl, audience: 'employer' })}
              variant="contained"
            >
              Email my family
            </ActionLink>
            <Typography>or ask them to call {site.supportPhone}.</Typography>
          </Box>
        </ContentSection>
      ) : null}

      <ConsultationBand
        phone={site.supportPhone}
        heading="Prefer to introduce them by phone?"
        body="Call us with the family’s permission and we’ll reach out to them for a free consultation."
      />
    </PageShell>
  );
}
