import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import BlurbGrid from '@/components/content/BlurbGrid';
import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import HiredQuestion from '@/components/content/HiredQuestion';
import IllustratedContent from '@/components/content/IllustratedContent';
import PageHero from '@/components/content/PageHero';
import ReviewList from '@/components/content/ReviewList';
import SocialRatings from '@/components/content/SocialRatings';
import YearEndFeeBox from '@/components/content/YearEndFeeBox';
import PageShell from '@/components/layout/PageShell';
import Link from '@/components/link/Link';
import {
  FEATURE_BLURBS,
  HOME_HERO,
  HOME_SECTIONS,
  homeHero,
  PARTNER_TYPES,
  SERVICE_GROUPS,
  SOCIAL_RATINGS,
} from '@/lib/content/homeContent';
import { HOME_REVIEWS } from '@/lib/content/reviews';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import { telHref } from '@/lib/seo/navigation';
import { PAGE_CATALOGUE } from '@/lib/seo/pageCatalogue';

/**
 * Main landing page, with the partners section (SPEC §2: both live at "/"). A partner link
 * (`/?partner=CODE`, resolved on the server into `partnerCode`) swaps the hero for the partner's
 * welcome; every enrollment link then carries the code.
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
              <Typography data-partner-note sx={{ flexBasis: '100%', fontWeight: 600 }}>
                {hero.note}
              </Typography>
            ) : null}
            <ActionLink href={telHref(site.supportPhone)} variant="outlined" size="large">
              {HOME_HERO.call} {site.supportPhone}
            </ActionLink>
            <Link href={PAGE_CATALOGUE.nannyTaxCalculator.path} sx={{ fontWeight: 600 }}>
              {HOME_HERO.calculatorLink}
            </Link>
          </>
        }
        aside={
          <HiredQuestion
            site={site}
            flags={flags}
            referrerCookie={props.referrerCookie}
            partnerCode={partnerCode}
          />
        }
      />

      <Box
        component="section"
        aria-label={HOME_SECTIONS.ratingsLabel}
        sx={{ py: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <SocialRatings ratings={SOCIAL_RATINGS} />
        </Container>
      </Box>

      <ContentSection
        id="features-heading"
        heading={HOME_SECTIONS.features.heading}
        intro={HOME_SECTIONS.features.intro}
      >
        <BlurbGrid blurbs={FEATURE_BLURBS} />
      </ContentSection>

      <ContentSection id="services-heading" heading={HOME_SECTIONS.services.heading} tinted>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {SERVICE_GROUPS.map((group) => (
            <div key={group.id}>
              <Typography variant="h3" sx={{ mb: 2 }}>
                {group.heading}
              </Typography>
              <CheckList items={group.items} />
            </div>
          ))}
        </Box>
        <Typography sx={{ mt: 4 }}>
          <Link href={PAGE_CATALOGUE.productAndPricing.path} sx={{ fontWeight: 600 }}>
            {HOME_SECTIONS.services.link}
          </Link>
        </Typography>
      </ContentSection>

      <ContentSection
        id="price-heading"
        heading={HOME_SECTIONS.price.heading}
        intro={HOME_SECTIONS.price.intro}
      >
        <IllustratedContent illustration="familyPayroll" flags={flags}>
          <YearEndFeeBox />
          <ActionLink
            href={PAGE_CATALOGUE.productAndPricing.path}
            variant="outlined"
            size="large"
            sx={{ mt: 3 }}
          >
            {HOME_SECTIONS.price.link}
          </ActionLink>
        </IllustratedContent>
      </ContentSection>

      <ContentSection id="reviews-heading" heading={HOME_SECTIONS.reviews.heading} tinted>
        <ReviewList reviews={HOME_REVIEWS} />
      </ContentSection>

      <FamilyFaqIsland pageKey="home" brandName={site.brandName} />

      <ContentSection
        id="partners-heading"
        heading={HOME_SECTIONS.partners.heading}
        intro={HOME_SECTIONS.partners.intro}
        tinted
      >
        <BlurbGrid blurbs={PARTNER_TYPES} />
        <Typography sx={{ mt: 4 }}>
          <Link href={PAGE_CATALOGUE.proPortal.path} sx={{ fontWeight: 600 }}>
            {HOME_SECTIONS.partners.link}
          </Link>
        </Typography>
      </ContentSection>

      <ConsultationBand phone={site.supportPhone} />
    </PageShell>
  );
}
