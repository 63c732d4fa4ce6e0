import Typography from '@mui/material/Typography';
import BlurbGrid from '@/components/content/BlurbGrid';
import CheckList from '@/components/content/CheckList';
import ContentSection from '@/components/content/ContentSection';
import IllustratedContent from '@/components/content/IllustratedContent';
import Link from '@/components/ui/Link';
import { CAREGIVER_BENEFITS, TALK_TO_YOUR_FAMILY_STEPS } from '@/lib/site/content/caregiverContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/** The caregivers page's benefits and "talk to your family" sections (a static island). */
export default function CaregiverSections({ flags }: BasePageProps) {
  return (
    <>
      <ContentSection id="benefits-heading" heading="What being on the books gives you">
        <BlurbGrid blurbs={CAREGIVER_BENEFITS} />
      </ContentSection>

      <ContentSection
        id="talk-heading"
        heading="How to talk to your family about it"
        intro="Many families simply don’t know the rules. We make it easy for them, and most find it costs less than they feared once tax breaks are counted."
        tinted
      >
        <IllustratedContent illustration="caregiverCare" flags={flags}>
          <CheckList ordered items={TALK_TO_YOUR_FAMILY_STEPS} />
          <Typography sx={{ mt: 3 }}>
            Families can see their costs in a minute with the{' '}
            <Link href={PAGE_LINKS.nannyTaxCalculator.path}>free nanny tax calculator</Link>.
          </Typography>
        </IllustratedContent>
      </ContentSection>
    </>
  );
}
