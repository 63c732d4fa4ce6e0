import { ActionLink } from '@/components/ui/ActionButton';
import EnrollmentCallToAction from '@/components/members/EnrollmentCallToAction';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { SeniorCareSections } from './sections/sections';
import type { BasePageProps } from '@/lib/site/pageProps';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

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
            href={PAGE_LINKS.sampleSeniorCareContract.path}
            variant="outlined"
            size="large"
          >
            Get the sample contract
          </ActionLink>
        }
        aside={
          <EnrollmentCallToAction
            site={site}
            flags={flags}
            referrerCookie={props.referrerCookie}
            partnerCode={props.partnerCode}
          />
        }
      />
      <SeniorCareSections {...props} />
    </PageShell>
  );
}
