import PageShell from '@/components/layout/PageShell';
import { HowWeCalculateSections } from './sections/sections';
import type { BasePageProps } from '@/lib/site/pageProps';

/** How the calculator works, its sources and every figure change (docs/site.md#methods-page). */
export default function HowWeCalculateView(props: BasePageProps) {
  return (
    <PageShell {...props}>
      <HowWeCalculateSections {...props} />
    </PageShell>
  );
}
