import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import BlurbGrid from '@/components/content/BlurbGrid';
import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import HiredQuestion from '@/components/content/HiredQuestion';
import PageHero from '@/components/content/PageHero';
import ReviewList from '@/components/content/ReviewList';
import SocialRatings from '@/components/content/SocialRatings';
import PageShell from '@/components/layout/PageShell';
import Link from '@/components/link/Link';
import {
  FEATURE_BLURBS,
  PARTNER_TYPES,
  SERVICE_GROUPS,
  SOCIAL_RATINGS,
} from '@/lib/content/homeContent';
import { HOME_REVIEWS } from '@/lib/content/reviews';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import { telHref } from '@/lib/seo/navigation';
import { PAGE_CATALOGUE } from '@/lib/seo/pageCatalogue';

/** Main landing page, with the partners section (SPEC §2: both live at "/"). */
export default function HomeView(props: BasePageProps) {
  const { site } = props;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow="For families with a nanny or senior caregiver"
        title="Nanny payroll and household taxes, done for you"
        lead={`${site.brandName} runs your household payroll, files every federal and state tax return and prepares your year-end forms, so you can focus on your family instead of paperwork.`}
        actions={
          <>
            <ActionLink href={telHref(site.supportPhone)} variant="outlined" size="large">
              Call {site.supportPhone}
            </ActionLink>
            <Link href={PAGE_CATALOGUE.nannyTaxCalculator.path} sx={{ fontWeight: 600 }}>
              Estimate your nanny taxes
            </Link>
          </>
        }
        aside={
          <HiredQuestion site={site} flags={props.flags} referrerCookie={props.referrerCookie} />
        }
      />

      <Box
        component="section"
        aria-label="Ratings"
        sx={{ py: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <SocialRatings ratings={SOCIAL_RATINGS} />
        </Container>
      </Box>

      <ContentSection
        id="features-heading"
        heading="Everything a household employer has to do, handled"
        intro="Paying a nanny or caregiver legally takes more than a paycheck: tax accounts, withholding, quarterly filings and year-end forms. We take care of all of it."
      >
        <BlurbGrid blurbs={FEATURE_BLURBS} />
      </ContentSection>

      <ContentSection id="services-heading" heading="What’s included" tinted>
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
            See features and pricing
          </Link>
        </Typography>
      </ContentSection>

      <ContentSection
        id="reviews-heading"
        heading="Families who stopped worrying about nanny taxes"
      >
        <ReviewList reviews={HOME_REVIEWS} />
      </ContentSection>

      <ContentSection
        id="partners-heading"
        heading="Trusted by the professionals families rely on"
        intro="Accountants, advisors and agencies send their clients to us for household payroll they never have to chase."
        tinted
      >
        <BlurbGrid blurbs={PARTNER_TYPES} />
        <Typography sx={{ mt: 4 }}>
          <Link href={PAGE_CATALOGUE.proPortal.path} sx={{ fontWeight: 600 }}>
            Become a partner
          </Link>
        </Typography>
      </ContentSection>

      <ConsultationBand phone={site.supportPhone} />
    </PageShell>
  );
}
