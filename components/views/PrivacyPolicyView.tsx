import PageShell from '@/components/layout/PageShell';
import { PrivacyPolicySections } from './sections/sections';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The privacy policy (docs/site.md#privacy-policy): server-rendered text, no code of its own. */
export default function PrivacyPolicyView(props: BasePageProps) {
  return (
    <PageShell {...props}>
      <PrivacyPolicySections {...props} />
    </PageShell>
  );
}
