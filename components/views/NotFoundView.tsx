import PageShell from '@/components/layout/PageShell';
import container from '@/components/ui/container.module.css';
import Link from '@/components/ui/Link';
import typography from '@/components/ui/typography.module.css';
import type { BasePageProps } from '@/lib/site/pageProps';
import { telHref } from '@/lib/site/seo/navigation';
import { PAGE_LINKS, type PageKey } from '@/lib/site/seo/pageLinks';
import styles from './NotFoundView.module.css';

const SUGGESTIONS: readonly PageKey[] = [
  'home',
  'nannyTaxCalculator',
  'productAndPricing',
  'sampleNannyContract',
  'seniorCare',
];

/** Branded 404 for unknown paths under the base path, with the most useful ways back. */
export default function NotFoundView(props: BasePageProps) {
  return (
    <PageShell {...props}>
      <div className={`${container.md} ${styles.page}`}>
        <h1 className={`${typography.h1} ${styles.title}`}>We can’t find that page</h1>
        <p className={`${typography.body1} ${styles.lead}`}>
          The page may have moved, or the address may have a typo. These pages can help:
        </p>
        <ul className={styles.suggestions}>
          {SUGGESTIONS.map((key) => (
            <li key={key}>
              <Link href={PAGE_LINKS[key].path}>{PAGE_LINKS[key].navLabel}</Link>
            </li>
          ))}
        </ul>
        <p className={typography.body1}>
          Still stuck? Call us at{' '}
          <Link href={telHref(props.site.supportPhone)}>{props.site.supportPhone}</Link>.
        </p>
      </div>
    </PageShell>
  );
}
