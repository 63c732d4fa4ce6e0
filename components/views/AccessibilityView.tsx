import PageShell from '@/components/layout/PageShell';
import { AccessibilitySections } from './sections/sections';
import type { BasePageProps } from '@/lib/site/pageProps';

/** The accessibility statement (docs/site.md#accessibility-statement): server-rendered text. */
export default function AccessibilityView(props: BasePageProps) {
  return (
    <PageShell {...props}>
      <AccessibilitySections {...props} />
    </PageShell>
  );
}
