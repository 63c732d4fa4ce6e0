import { ActionLink } from '@/components/ui/ActionButton';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import HeroArt from '@/components/content/HeroArt';
import PageHero from '@/components/content/PageHero';
import ReviewsIsland from '@/components/content/ReviewsIsland';
import VideoSection from '@/components/content/VideoSection';
import PageShell from '@/components/layout/PageShell';
import { CaregiverSections } from './sections/sections';
import type { CaregiversText } from '@/lib/site/content/caregiverContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { pagePathFor } from '@/lib/site/i18n/spanishPages';

export interface CaregiversViewProps extends BasePageProps {
  /** The page's words in its language, from the server (lib/site/content/caregiverContent.ts). */
  text: CaregiversText;
}

/** For nannies and caregivers: why being paid on the books pays off. */
export default function CaregiversView({ text, ...props }: CaregiversViewProps) {
  const { site } = props;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        lead={text.hero.lead}
        actions={
          <ActionLink href={pagePathFor('referral', props.locale)} variant="contained" size="large">
            {text.hero.referAction}
          </ActionLink>
        }
        aside={<HeroArt name="caregivers" flags={props.flags} alt={text.hero.artAlt} />}
      />

      <CaregiverSections {...props} />

      {/* The video speaks English: the Spanish page gives its points in the sections instead. */}
      {props.locale === 'en' ? (
        <VideoSection name="caregivers" site={site} flags={props.flags} privacy={props.privacy} />
      ) : null}

      <ContentSection id="caregiver-reviews-heading" heading={text.reviewsHeading}>
        <ReviewsIsland reviews={text.reviews} />
      </ContentSection>

      <ConsultationBand
        phone={site.supportPhone}
        heading={text.band.heading}
        body={text.band.body}
      />
    </PageShell>
  );
}
