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
import { usePageLanguage } from '@/components/ui/PageLanguage';
import typography from '@/components/ui/typography.module.css';
import placement from '@/components/ui/placement.module.css';
import { HomeOfferSections, HomePartnerSections } from './sections/sections';
import { homeHero, SOCIAL_RATINGS, type HomeText } from '@/lib/site/content/homeContent';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';
import type { BasePageProps } from '@/lib/site/pageProps';
import { telHref } from '@/lib/site/seo/navigation';
import styles from './HomeView.module.css';

/**
 * Main landing page, with the partners section (both live at "/", docs/site.md#routes). A partner
 * link (`/?partner=CODE`, resolved on the server into `partnerCode`) swaps the hero for the
 * partner's welcome; every enrollment link then carries the code.
 */
export interface HomeViewProps extends BasePageProps {
  /** The page's words in its language, from the server (lib/site/content/homeContent.ts). */
  text: HomeText;
}

export default function HomeView({ text, ...props }: HomeViewProps) {
  const { site, flags, partnerCode, locale } = props;
  const { shell } = usePageLanguage();
  const hero = homeHero(text, partnerCode, site.brandName);
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
              {shell.callPhone(site.supportPhone)}
            </ActionLink>
            <Link
              href={pagePathFor('nannyTaxCalculator', locale)}
              hrefLang={hrefLangFor('nannyTaxCalculator', locale)}
              className={placement.semibold}
            >
              {text.hero.calculatorLink}
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

      <section aria-label={text.ratings.sectionLabel} className={styles.ratings}>
        <div className={container.lg}>
          <ServerHtml name="ratings">
            <SocialRatings
              ratings={SOCIAL_RATINGS}
              sources={site.reviewSources}
              text={text.ratings}
            />
          </ServerHtml>
        </div>
      </section>

      <HomeOfferSections {...props} />

      {/* The video speaks English: the Spanish page gives its points in the sections instead. */}
      {locale === 'en' ? (
        <VideoSection name="howItWorks" site={site} flags={flags} privacy={props.privacy} />
      ) : null}

      <ContentSection id="reviews-heading" heading={text.reviewsHeading} tinted>
        <ReviewsIsland reviews={text.reviews} />
      </ContentSection>

      <FamilyFaqIsland pageKey="home" brandName={site.brandName} locale={locale} />

      <HomePartnerSections {...props} />
    </PageShell>
  );
}
