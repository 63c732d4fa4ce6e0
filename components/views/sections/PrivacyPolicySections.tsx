import PolicyPageContent from '@/components/content/PolicyPageContent';
import SupportPhone from '@/components/layout/SupportPhone';
import { POLICY_CALL_LABEL } from '@/lib/site/content/policyDocument';
import { PRIVACY_POLICY } from '@/lib/site/content/privacyPolicyContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The privacy policy's text in the page's language (a static island: never ships as script). */
export default function PrivacyPolicySections({ site, locale }: BasePageProps) {
  return (
    <PolicyPageContent
      document={PRIVACY_POLICY[locale]}
      brandName={site.brandName}
      locale={locale}
      phoneLine={<SupportPhone phone={site.supportPhone} label={POLICY_CALL_LABEL[locale]} />}
    />
  );
}
