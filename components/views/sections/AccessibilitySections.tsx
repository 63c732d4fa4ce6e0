import PolicyPageContent from '@/components/content/PolicyPageContent';
import SupportPhone from '@/components/layout/SupportPhone';
import { POLICY_CALL_LABEL } from '@/lib/site/content/policyDocument';
import { ACCESSIBILITY_STATEMENT } from '@/lib/site/content/accessibilityContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The accessibility statement in the page's language (a static island: never ships as script). */
export default function AccessibilitySections({ site, locale }: BasePageProps) {
  return (
    <PolicyPageContent
      document={ACCESSIBILITY_STATEMENT[locale]}
      brandName={site.brandName}
      locale={locale}
      phoneLine={<SupportPhone phone={site.supportPhone} label={POLICY_CALL_LABEL[locale]} />}
    />
  );
}
