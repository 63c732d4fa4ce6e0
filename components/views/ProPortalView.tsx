import { ActionLink } from '@/components/ui/ActionButton';
import ContentSection from '@/components/content/ContentSection';
import HeroArt from '@/components/content/HeroArt';
import PageHero from '@/components/content/PageHero';
import PartnerEnrollForm from '@/components/content/PartnerEnrollForm';
import PageShell from '@/components/layout/PageShell';
import { ProPortalSections } from './sections/sections';
import { PARTNER_ENROLLMENT_TAXES_PATH } from '@/lib/site/enrollment/enrollmentLink';
import type { ProPortalText } from '@/lib/site/content/proPortalContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { withBrand } from '@/lib/site/seo/pageLinks';

export interface ProPortalViewProps extends BasePageProps {
  /** The page's words in its language, from the server (proPortalContent.ts). */
  text: ProPortalText;
}

/** The professional portal: CPAs, advisors and agencies enroll clients with their partner code. */
export default function ProPortalView({ text, ...props }: ProPortalViewProps) {
  const { site, flags } = props;
  const partnerSignup = new URL(PARTNER_ENROLLMENT_TAXES_PATH, site.coreSiteUrl).href;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        lead={withBrand(text.hero.lead, site.brandName)}
        actions={
          // Partner sign-up is on the core site: a plain anchor.
          <ActionLink href={partnerSignup} external variant="contained" size="large">
            {text.hero.becomePartner}
          </ActionLink>
        }
        aside={<HeroArt name="proPortal" flags={flags} alt={text.hero.artAlt} />}
      />
      <ContentSection id="enroll-heading" heading={text.enroll.heading} intro={text.enroll.intro}>
        <PartnerEnrollForm site={site} flags={flags} text={text.enroll.form} />
      </ContentSection>
      <ProPortalSections {...props} />
    </PageShell>
  );
}
