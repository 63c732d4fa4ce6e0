import { ActionLink } from '@/components/ui/ActionButton';
import ContentSection from '@/components/content/ContentSection';
import HeroArt from '@/components/content/HeroArt';
import PageHero from '@/components/content/PageHero';
import PartnerEnrollForm from '@/components/content/PartnerEnrollForm';
import PageShell from '@/components/layout/PageShell';
import { ProPortalSections } from './sections/sections';
import { PARTNER_ENROLLMENT_TAXES_PATH } from '@/lib/site/enrollment/enrollmentLink';
import type { BasePageProps } from '@/lib/site/pageProps';

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
        aside={<HeroArt name="proPortal" flags={flags} />}
      />
      <ContentSection
        id="enroll-heading"
        heading="Enroll a client"
        intro="Already a partner? Enter your partner code to start a client’s enrollment. Your clients skip the hiring questions and are linked to you."
      >
        <PartnerEnrollForm site={site} flags={flags} />
      </ContentSection>
      <ProPortalSections {...props} />
    </PageShell>
  );
}
