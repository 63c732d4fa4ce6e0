import PolicyPageContent from '@/components/content/PolicyPageContent';
import SupportPhone from '@/components/layout/SupportPhone';
import { ACCESSIBILITY_STATEMENT } from '@/lib/site/content/accessibilityContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The accessibility statement's text (a static island: its copy never ships as JavaScript). */
export default function AccessibilitySections({ site }: BasePageProps) {
  return (
    <PolicyPageContent
      document={ACCESSIBILITY_STATEMENT}
      brandName={site.brandName}
      phoneLine={<SupportPhone phone={site.supportPhone} label="Call" />}
    />
  );
}
