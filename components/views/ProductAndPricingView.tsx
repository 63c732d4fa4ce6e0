import ConsultationBand from '@/components/content/ConsultationBand';
import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import EnrollmentCallToAction from '@/components/members/EnrollmentCallToAction';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { PricingSections } from './sections/sections';
import type { BasePageProps } from '@/lib/site/pageProps';

/** Features and pricing; the three-tier pricing test (flag) swaps the single plan for tiers. */
export default function ProductAndPricingView(props: BasePageProps) {
  const { site, flags } = props;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow="Product and pricing"
        title="Household payroll features and pricing"
        lead="One service covers everything a household employer must do, from the first tax ID to the last W-2, with a specialist who knows your state."
        aside={
          <EnrollmentCallToAction
            site={site}
            flags={flags}
            referrerCookie={props.referrerCookie}
            partnerCode={props.partnerCode}
          />
        }
      />

      <PricingSections {...props} />

      <FamilyFaqIsland
        pageKey="productAndPricing"
        brandName={site.brandName}
        locale={props.locale}
      />

      <ConsultationBand phone={site.supportPhone} />
    </PageShell>
  );
}
