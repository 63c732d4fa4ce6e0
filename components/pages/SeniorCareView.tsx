import Typography from '@mui/material/Typography';
import { ActionLink } from '@/components/ui/ActionButton';
import BlurbGrid from '@/components/content/BlurbGrid';
import CheckList from '@/components/content/CheckList';
import ConsultationBand from '@/components/content/ConsultationBand';
import ContentSection from '@/components/content/ContentSection';
import HiredQuestion from '@/components/content/HiredQuestion';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { SENIOR_CARE_POINTS } from '@/lib/content/audienceContent';
import { SERVICE_GROUPS } from '@/lib/content/homeContent';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import { PAGE_CATALOGUE } from '@/lib/seo/pageCatalogue';

/** For families hiring an in-home caregiver for an adult or senior. */
export default function SeniorCareView(props: BasePageProps) {
  const { site, flags } = props;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow="Senior care"
        title="Payroll and taxes for your parent’s caregiver"
        lead="Families who hire a caregiver directly become household employers. We take on the payroll, tax filings and paperwork, so you can focus on the person you love."
        actions={
          <ActionLink
            href={PAGE_CATALOGUE.sampleSeniorCareContract.path}
            variant="outlined"
            size="large"
          >
            Get the sample contract
          </ActionLink>
        }
        aside={
          <HiredQuestion
            site={site}
            flags={flags}
            referrerCookie={props.referrerCookie}
            partnerCode={props.partnerCode}
          />
        }
      />
      <ContentSection id="know-heading" heading="What families hiring a caregiver should know">
        <BlurbGrid blurbs={SENIOR_CARE_POINTS} />
      </ContentSection>
      <ContentSection id="senior-services-heading" heading="What we do for you" tinted>
        <CheckList items={SERVICE_GROUPS.flatMap((group) => group.items.slice(0, 2))} />
        <Typography sx={{ mt: 3 }}>
          We also work with power-of-attorney holders and trustees who manage care on someone’s
          behalf.
        </Typography>
      </ContentSection>
      <ConsultationBand phone={site.supportPhone} heading="Talk to a senior care payroll expert" />
    </PageShell>
  );
}
