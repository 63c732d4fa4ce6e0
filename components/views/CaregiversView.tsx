import { ActionLink } from '@/components/ui/ActionButton';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import HeroArt from '@/components/content/HeroArt';
import PageHero from '@/components/content/PageHero';
import ReviewsIsland from '@/components/content/ReviewsIsland';
import VideoSection from '@/components/content/VideoSection';
import PageShell from '@/components/layout/PageShell';
import { CaregiverSections } from './sections/sections';
import { CAREGIVER_REVIEWS } from '@/lib/site/content/reviews';
import type { BasePageProps } from '@/lib/site/pageProps';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/** For nannies and caregivers: why being paid on the books pays off. */
export default function CaregiversView(props: BasePageProps) {
  const { site } = props;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow="For nannies and caregivers"
        title="Get paid on the books, and get the protections you earn"
        lead="When the family you work for pays you legally, you build Social Security, qualify for unemployment and disability benefits, and have the pay stubs you need for a lease or a loan."
        actions={
          <ActionLink href={PAGE_LINKS.referral.path} variant="contained" size="large">
            Refer your family
          </ActionLink>
        }
        aside={<HeroArt name="caregivers" flags={props.flags} />}
      />

      <CaregiverSections {...props} />

      <VideoSection name="caregivers" site={site} flags={props.flags} privacy={props.privacy} />

      <ContentSection id="caregiver-reviews-heading" heading="Caregivers on getting paid legally">
        <ReviewsIsland reviews={CAREGIVER_REVIEWS} />
      </ContentSection>

      <ConsultationBand
        phone={site.supportPhone}
        heading="Questions about your pay or taxes?"
        body="Caregivers can call us too. We’ll explain what your family needs to do and what it means for you."
      />
    </PageShell>
  );
}
