import CaregiversView from '@/components/views/CaregiversView';
import DowntimeView from '@/components/views/DowntimeView';
import NotFoundView from '@/components/views/NotFoundView';
import SampleNannyContractView from '@/components/views/SampleNannyContractView';
import SampleSeniorCareContractView from '@/components/views/SampleSeniorCareContractView';
import { CAREGIVERS_TEXT } from '@/lib/site/content/caregiverContent';
import { contractHeroText } from '@/lib/site/content/contractPages';
import PrivacyChoicesView from '@/components/views/PrivacyChoicesView';
import { DOWNTIME_TEXT } from '@/lib/site/content/downtimeContent';
import HomeView from '@/components/views/HomeView';
import ProductAndPricingView from '@/components/views/ProductAndPricingView';
import ProPortalView from '@/components/views/ProPortalView';
import ReferralView from '@/components/views/ReferralView';
import SeniorCareView from '@/components/views/SeniorCareView';
import { REFERRAL_TEXT } from '@/lib/site/content/referralContent';
import { SENIOR_CARE_TEXT } from '@/lib/site/content/audienceContent';
import { HOME_TEXT } from '@/lib/site/content/homeContent';
import { PRODUCT_AND_PRICING_TEXT } from '@/lib/site/content/productAndPricingContent';
import { PRO_PORTAL_TEXT } from '@/lib/site/content/proPortalContent';
import { NOT_FOUND_TEXT } from '@/lib/site/content/notFoundContent';
import { PRIVACY_CHOICES_TEXT } from '@/lib/site/content/privacyContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The caregivers page as its English route renders it: the view with its English words. */
export function EnglishCaregiversView(props: BasePageProps) {
  return <CaregiversView {...props} text={CAREGIVERS_TEXT.en} />;
}

/** The 404 page as its English route renders it. */
export function EnglishNotFoundView(props: BasePageProps) {
  return <NotFoundView {...props} text={NOT_FOUND_TEXT.en} />;
}

/** The sample nanny contract page as its English route renders it. */
export function EnglishSampleNannyContractView(props: BasePageProps) {
  return <SampleNannyContractView {...props} text={contractHeroText('nanny', 'en')} />;
}

/** The sample senior care contract page as its English route renders it. */
export function EnglishSampleSeniorCareContractView(props: BasePageProps) {
  return <SampleSeniorCareContractView {...props} text={contractHeroText('seniorCare', 'en')} />;
}

/** The privacy choices page as its English route renders it. */
export function EnglishPrivacyChoicesView(props: BasePageProps) {
  return <PrivacyChoicesView {...props} text={PRIVACY_CHOICES_TEXT.en} />;
}

/** The maintenance page as its English route renders it. */
export function EnglishDowntimeView(props: BasePageProps) {
  return <DowntimeView {...props} text={DOWNTIME_TEXT.en} />;
}
/** The main page as its English route renders it. */
export function EnglishHomeView(props: BasePageProps) {
  return <HomeView {...props} text={HOME_TEXT.en} />;
}

/** The product and pricing page as its English route renders it. */
export function EnglishProductAndPricingView(props: BasePageProps) {
  return <ProductAndPricingView {...props} text={PRODUCT_AND_PRICING_TEXT.en} />;
}

/** The senior care page as its English route renders it. */
export function EnglishSeniorCareView(props: BasePageProps) {
  return <SeniorCareView {...props} text={SENIOR_CARE_TEXT.en} />;
}

export function EnglishReferralView(props: BasePageProps) {
  return <ReferralView {...props} text={REFERRAL_TEXT.en} />;
}

/** The pro portal as its English route renders it. */
export function EnglishProPortalView(props: BasePageProps) {
  return <ProPortalView {...props} text={PRO_PORTAL_TEXT.en} />;
}
