import PolicyPageContent from '@/components/content/PolicyPageContent';
import SupportPhone from '@/components/layout/SupportPhone';
import { PRIVACY_POLICY } from '@/lib/site/content/privacyPolicyContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The privacy policy's text (a static island: its copy never ships as JavaScript). */
export default function PrivacyPolicySections({ site }: BasePageProps) {
  return (
    <PolicyPageContent
      document={PRIVACY_POLICY}
      brandName={site.brandName}
      phoneLine={<SupportPhone phone={site.supportPhone} label="Call" />}
    />
  );
}
