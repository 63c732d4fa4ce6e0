import PageShell from '@/components/layout/PageShell';
import container from '@/components/ui/container.module.css';
import Link from '@/components/ui/Link';
import typography from '@/components/ui/typography.module.css';
import type { BasePageProps } from '@/lib/site/pageProps';
import { telHref } from '@/lib/site/seo/navigation';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import type { NotFoundText } from '@/lib/site/content/notFoundContent';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';
import styles from './NotFoundView.module.css';

const SUGGESTIONS: readonly PageKey[] = [
  'home',
  'nannyTaxCalculator',
  'productAndPricing',
  'sampleNannyContract',
  'seniorCare',
];

export interface NotFoundViewProps extends BasePageProps {
  /** The page's words in its language, from the server. */
  text: NotFoundText;
}

/** Branded 404 for unknown paths under the base path, with the most useful ways back. */
export default function NotFoundView({ text, ...props }: NotFoundViewProps) {
  const { locale, shell } = usePageLanguage();
  return (
    <PageShell {...props}>
      <div className={`${container.md} ${styles.page}`}>
        <h1 className={`${typography.h1} ${styles.title}`}>{text.title}</h1>
        <p className={`${typography.body1} ${styles.lead}`}>{text.lead}</p>
        <ul className={styles.suggestions}>
          {SUGGESTIONS.map((key) => (
            <li key={key}>
              <Link href={pagePathFor(key, locale)} hrefLang={hrefLangFor(key, locale)}>
                {shell.nav[key]}
              </Link>
            </li>
          ))}
        </ul>
        <p className={typography.body1}>
          {text.stuck}{' '}
          <Link href={telHref(props.site.supportPhone)}>{props.site.supportPhone}</Link>.
        </p>
      </div>
    </PageShell>
  );
}
