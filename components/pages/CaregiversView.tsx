import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import BlurbGrid from '@/components/content/BlurbGrid';
import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import IllustratedContent from '@/components/content/IllustratedContent';
import PageHero from '@/components/content/PageHero';
import ReviewList from '@/components/content/ReviewList';
import PageShell from '@/components/layout/PageShell';
import Link from '@/components/link/Link';
import { CAREGIVER_BENEFITS, TALK_TO_YOUR_FAMILY_STEPS } from '@/lib/content/caregiverContent';
import { CAREGIVER_REVIEWS } from '@/lib/content/reviews';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import { PAGE_CATALOGUE } from '@/lib/seo/pageCatalogue';

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
          <ActionLink href={PAGE_CATALOGUE.referral.path} variant="contained" size="large">
            Refer your family
          </ActionLink>
        }
      />

      <ContentSection id="benefits-heading" heading="What being on the books gives you">
        <BlurbGrid blurbs={CAREGIVER_BENEFITS} />
      </ContentSection>

      <ContentSection
        id="talk-heading"
        heading="How to talk to your family about it"
        intro="Many families simply don’t know the rules. We make it easy for them, and most find it costs less than they feared once tax breaks are counted."
        tinted
      >
        <IllustratedContent illustration="caregiverCare" flags={props.flags}>
          <CheckList ordered items={TALK_TO_YOUR_FAMILY_STEPS} />
          <Typography sx={{ mt: 3 }}>
            Families can see their costs in a minute with the{' '}
            <Link href={PAGE_CATALOGUE.nannyTaxCalculator.path}>free nanny tax calculator</Link>.
          </Typography>
        </IllustratedContent>
      </ContentSection>

      <ContentSection id="caregiver-reviews-heading" heading="Caregivers on getting paid legally">
        <ReviewList reviews={CAREGIVER_REVIEWS} />
      </ContentSection>

      <ConsultationBand
        phone={site.supportPhone}
        heading="Questions about your pay or taxes?"
        body="Caregivers can call us too. We’ll explain what your family needs to do and what it means for you."
      />
    </PageShell>
  );
}
