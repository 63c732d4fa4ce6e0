import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import placement from '@/components/ui/placement.module.css';
import BlurbGrid from '@/components/content/BlurbGrid';
import { CardGrid, CardGridItem } from '@/components/content/CardGrid';
import CheckList from '@/components/content/CheckList';
import ContentSection from '@/components/content/ContentSection';
import IllustratedContent from '@/components/content/IllustratedContent';
import YearEndFeeBox from '@/components/content/YearEndFeeBox';
import { pricingCopy } from '@/lib/site/content/pricingCopy';
import { PRICING_SECTIONS_TEXT } from '@/lib/site/content/productAndPricingContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { telHref } from '@/lib/site/seo/navigation';

// A small primary pill, as MUI's small Chip looked, without its ButtonBase.
const Badge = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  padding: '0 8px',
  borderRadius: 12,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
}));

// A published monthly price: large, in the heading's weight.
const Price = styled('p')(({ theme }) => ({
  ...theme.typography.h3,
  margin: '0 0 16px',
  color: theme.palette.text.primary,
}));

/**
 * What every plan includes and the pricing; the three-tier pricing test (flag) swaps the single
 * plan for tiers, in the page's language (a static island: see sections.ts).
 */
export default function PricingSections({ site, flags, locale }: BasePageProps) {
  const copy = pricingCopy(site.prices, flags.threeTierPricing, locale);
  const text = PRICING_SECTIONS_TEXT[locale];
  return (
    <>
      <ContentSection id="included-heading" heading={copy.includedHeading}>
        <BlurbGrid blurbs={text.included} />
      </ContentSection>

      <ContentSection id="pricing-heading" heading={copy.heading} intro={copy.intro} tinted>
        {flags.threeTierPricing ? (
          <CardGrid columns={3} data-pricing="three-tier">
            {copy.tiers.map((tier) => (
              <CardGridItem key={tier.id} highlighted={tier.recommended}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  <Typography variant="h3">{tier.name}</Typography>
                  {tier.recommended ? <Badge>{text.mostPopular}</Badge> : null}
                </Box>
                {tier.price === null ? null : <Price data-price={tier.id}>{tier.price}</Price>}
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {tier.summary}
                </Typography>
                <CheckList items={tier.features} />
              </CardGridItem>
            ))}
          </CardGrid>
        ) : (
          <Box data-pricing="single" sx={{ maxWidth: 640 }}>
            {copy.fromPrice === null ? null : <Price data-price="single">{copy.fromPrice}</Price>}
            <CheckList items={text.included.map((feature) => feature.title)} />
          </Box>
        )}
        <Box sx={{ mt: 4 }}>
          <IllustratedContent illustration="taxForms" flags={flags} locale={locale}>
            <YearEndFeeBox locale={locale} />
          </IllustratedContent>
        </Box>
        <ActionLink
          href={telHref(site.supportPhone)}
          variant="contained"
          size="large"
          className={placement.marginTop4}
        >
          {text.quote} {site.supportPhone}
        </ActionLink>
      </ContentSection>
    </>
  );
}
