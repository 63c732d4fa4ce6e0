import { ActionLink } from '@/components/ui/ActionButton';
import ContentSection from '@/components/content/ContentSection';
import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import EnrollmentCallToAction from '@/components/members/EnrollmentCallToAction';
import PageHero from '@/components/content/PageHero';
import ReviewsIsland from '@/components/content/ReviewsIsland';
import SocialRatings from '@/components/content/SocialRatings';
import VideoSection from '@/components/content/VideoSection';
import ServerHtml from '@/components/hydration/ServerHtml';
import PageShell from '@/components/layout/PageShell';
import container from '@/components/ui/container.module.css';
import Link from '@/components/ui/Link';
import typography from '@/components/ui/typography.module.css';
import placement from '@/components/ui/placement.module.css';
import { HomeOfferSections, HomePartnerSections } from './sections/sections';
import { HOME_HERO, HOME_SECTIONS, homeHero, SOCIAL_RATINGS } from '@/lib/site/content/homeContent';
import { HOME_REVIEWS } from '@/lib/site/content/reviews';
import type { BasePageProps } from '@/lib/site/pageProps';
import { telHref } from '@/lib/site/seo/navigation';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import styles from './HomeView.module.css';

/**
 * Main landing page, with the partners section (both live at "/", docs/site.md#routes). A partner
 * link (`/?partner=CODE`, resolved on the server into `partnerCode`) swaps the hero for the
 * partner's welcome; every enrollment link then carries the code.
 */
export default function HomeView(props: BasePageProps) {
  const { site, flags, partnerCode } = props;
  const hero = homeHero(partnerCode, site.brandName);
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={
          <>
            {hero.note ? (
              <p data-partner-note className={`${typography.body1} ${styles.partnerNote}`}>
                {hero.note}
              </p>
            ) : null}
            <ActionLink href={telHref(site.supportPhone)} variant="outlined" size="large">
              {HOME_HERO.call} {site.supportPhone}
            </ActionLink>
            <Link href={PAGE_LINKS.nannyTaxCalculator.path} className={placement.semibold}>
              {HOME_HERO.calculatorLink}
            </Link>
          </>
        }
        aside={
          <EnrollmentCallToAction
            site={site}
            flags={flags}
            referrerCookie={props.referrerCookie}
            partnerCode={partnerCode}
          />
        }
      />

      <section aria-label={HOME_SECTIONS.ratingsLabel} className={styles.ratings}>
        <div className={container.lg}>
          <ServerHtml name="ratings">
            <SocialRatings ratings={SOCIAL_RATINGS} sources={site.reviewSources} />
          </ServerHtml>
        </div>
      </section>

      <HomeOfferSections {...props} />

      <VideoSection name="howItWorks" site={site} flags={flags} privacy={props.privacy} />

      <ContentSection id="reviews-heading" heading={HOME_SECTIONS.reviews.heading} tinted>
        <ReviewsIsland reviews={HOME_REVIEWS} />
      </ContentSection>

      <FamilyFaqIsland pageKey="home" brandName={site.brandName} />

      <HomePartnerSections {...props} />
    </PageShell>
  );
}
