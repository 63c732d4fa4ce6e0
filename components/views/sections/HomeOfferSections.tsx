import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import BlurbGrid from '@/components/content/BlurbGrid';
import CheckList from '@/components/content/CheckList';
import ContentSection from '@/components/content/ContentSection';
import IllustratedContent from '@/components/content/IllustratedContent';
import YearEndFeeBox from '@/components/content/YearEndFeeBox';
import Link from '@/components/ui/Link';
import placement from '@/components/ui/placement.module.css';
import { HOME_SECTIONS_TEXT } from '@/lib/site/content/homeSectionsContent';
import { homePriceCopy } from '@/lib/site/content/pricingCopy';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';
import type { BasePageProps } from '@/lib/site/pageProps';

/**
 * The landing page's features, services and price sections in the page's language (a static
 * island: see sections.ts; both languages' words stay on the server).
 */
export default function HomeOfferSections({ site, flags, locale }: BasePageProps) {
  const text = HOME_SECTIONS_TEXT[locale];
  const price = homePriceCopy(site.prices, flags.threeTierPricing, locale);
  const pricing = {
    href: pagePathFor('productAndPricing', locale),
    hrefLang: hrefLangFor('productAndPricing', locale),
  };
  const inEnglish = pricing.hrefLang ? text.inEnglish : '';
  return (
    <>
      <ContentSection
        id="features-heading"
        heading={text.features.heading}
        intro={text.features.intro}
      >
        <BlurbGrid blurbs={text.features.blurbs} />
      </ContentSection>

      <ContentSection id="services-heading" heading={text.services.heading} tinted>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {text.services.groups.map((group) => (
            <div key={group.id}>
              <Typography variant="h3" sx={{ mb: 2 }}>
                {group.heading}
              </Typography>
              <CheckList items={group.items} />
            </div>
          ))}
        </Box>
        <Typography sx={{ mt: 4 }}>
          <Link {...pricing} className={placement.semibold}>
            {text.services.link}
            {inEnglish}
          </Link>
        </Typography>
      </ContentSection>

      <ContentSection id="price-heading" heading={text.price.heading} intro={price.intro}>
        <IllustratedContent illustration="familyPayroll" flags={flags} locale={locale}>
          <YearEndFeeBox locale={locale} />
          <ActionLink {...pricing} variant="outlined" size="large" className={placement.marginTop3}>
            {price.link}
            {inEnglish}
          </ActionLink>
        </IllustratedContent>
      </ContentSection>
    </>
  );
}
