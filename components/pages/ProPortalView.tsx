import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import BlurbGrid from '@/components/content/BlurbGrid';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import PageHero from '@/components/content/PageHero';
import PartnerEnrollForm from '@/components/content/PartnerEnrollForm';
import PageShell from '@/components/layout/PageShell';
import { PARTNER_BENEFITS } from '@/lib/content/audienceContent';
import { PARTNER_TYPES } from '@/lib/content/homeContent';
import { PARTNER_ENROLLMENT_TAXES_PATH } from '@/lib/enrollment/enrollmentLink';
import type { BasePageProps } from '@/lib/pageProps/pageProps';

/** The professional portal: CPAs, advisors and agencies enroll clients with their partner code. */
export default function ProPortalView(props: BasePageProps) {
  const { site, flags } = props;
  const partnerSignup = new URL(PARTNER_ENROLLMENT_TAXES_PATH, site.coreSiteUrl).href;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow="For professionals"
        title="Household payroll your clients never have to think about"
        lead={`CPAs, financial advisors and agencies partner with ${site.brandName} to take nanny taxes and household payroll off their clients’ plates, and their own.`}
        actions={
          // Partner sign-up is on the core site: a plain anchor.
          <ActionLink href={partnerSignup} external variant="contained" size="large">
            Become a partner
          </ActionLink>
        }
      />
      <ContentSection
        id="enroll-heading"
        heading="Enroll a client"
        intro="Already a partner? Enter your partner code to start a client’s enrollment. Your clients skip the hiring questions and are linked to you."
      >
        <PartnerEnrollForm site={site} flags={flags} />
      </ContentSection>
      <ContentSection id="partner-benefits-heading" heading="Why partners work with us" tinted>
        <BlurbGrid blurbs={PARTNER_BENEFITS} />
      </ContentSection>
      <ContentSection id="who-heading" heading="Who we work with">
        <BlurbGrid blurbs={PARTNER_TYPES} />
        <Typography sx={{ mt: 3 }}>
          Questions about the partner program? Call {site.supportPhone}.
        </Typography>
      </ContentSection>
      <ConsultationBand phone={site.supportPhone} heading="Talk to our partner team" />
    </PageShell>
  );
}
