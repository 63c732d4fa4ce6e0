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
import { HOME_SECTIONS } from '@/lib/site/content/homeContent';
import { FEATURE_BLURBS, SERVICE_GROUPS } from '@/lib/site/content/homeSectionsContent';
import { homePriceCopy } from '@/lib/site/content/pricingCopy';
import type { BasePageProps } from '@/lib/site/pageProps';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/** The landing page's features, services and price sections (a static island: see sections.ts). */
export default function HomeOfferSections({ site, flags }: BasePageProps) {
  const price = homePriceCopy(site.prices, flags.threeTierPricing);
  return (
    <>
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
          <Link href={PAGE_LINKS.productAndPricing.path} className={placement.semibold}>
            {HOME_SECTIONS.services.link}
          </Link>
        </Typography>
      </ContentSection>

      <ContentSection id="price-heading" heading={HOME_SECTIONS.price.heading} intro={price.intro}>
        <IllustratedContent illustration="familyPayroll" flags={flags}>
          <YearEndFeeBox />
          <ActionLink
            href={PAGE_LINKS.productAndPricing.path}
            variant="outlined"
            size="large"
            className={placement.marginTop3}
          >
            {price.link}
          </ActionLink>
        </IllustratedContent>
      </ContentSection>
    </>
  );
}
