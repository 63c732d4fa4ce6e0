import PolicyPageContent from '@/components/content/PolicyPageContent';
import { ACCESSIBILITY_STATEMENT } from '@/lib/site/content/accessibilityContent';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The accessibility statement's text (a static island: its copy never ships as JavaScript). */
export default function AccessibilitySections({ site }: BasePageProps) {
  return (
    <PolicyPageContent
      document={ACCESSIBILITY_STATEMENT}
      brandName={site.brandName}
      phone={site.supportPhone}
    />
  );
}
