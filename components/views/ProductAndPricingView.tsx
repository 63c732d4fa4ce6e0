import ConsultationBand from '@/components/content/ConsultationBand';
import FamilyFaqIsland from '@/components/content/FamilyFaqIsland';
import EnrollmentCallToAction from '@/components/members/EnrollmentCallToAction';
import PageHero from '@/components/content/PageHero';
import PageShell from '@/components/layout/PageShell';
import { PricingSections } from './sections/sections';
import type { ProductAndPricingText } from '@/lib/site/content/productAndPricingContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/** Features and pricing; the three-tier pricing test (flag) swaps the single plan for tiers. */
export interface ProductAndPricingViewProps extends BasePageProps {
  /** The page's words in its language, from the server (productAndPricingContent.ts). */
  text: ProductAndPricingText;
}

export default function ProductAndPricingView({ text, ...props }: ProductAndPricingViewProps) {
  const { site, flags } = props;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        lead={text.hero.lead}
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

      <ConsultationBand
        phone={site.supportPhone}
        heading={text.band.heading}
        body={text.band.body}
      />
    </PageShell>
  );
}
