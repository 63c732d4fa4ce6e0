import Head from 'next/head';
import { telHref } from '@/lib/site/seo/navigation';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import { withBasePath } from '@/lib/platform/routing/basePath';
import styles from './StaticErrorPage.module.css';
import type { StaticErrorPageProps } from '@/lib/site/pageProps';

export type { StaticErrorPageProps };

interface Props extends StaticErrorPageProps {
  title: string;
  heading: string;
  message: string;
}

const LINKS = ['home', 'nannyTaxCalculator', 'productAndPricing', 'seniorCare'] as const;

/**
 * The error page Next.js serves as static HTML. pages/404 and pages/500 cannot render per
 * request, so they carry no CSP nonce: this page uses no script and no inline style, only plain
 * links and a CSS module, which the policy allows as a same-origin stylesheet.
 */
export default function StaticErrorPage({
  title,
  heading,
  message,
  brandName,
  supportPhone,
}: Props) {
  return (
    <>
      <Head>
        <title>{`${title} | ${brandName}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
      </Head>
      <header className={styles.header}>
        <a className={styles.brand} href={withBasePath('/')}>
          {brandName}
        </a>
      </header>
      <main className={styles.main}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.message}>{message}</p>
        <p className={styles.message}>
          Need help now? Call <a href={telHref(supportPhone)}>{supportPhone}</a>.
        </p>
        <nav aria-label="Helpful links">
          <ul className={styles.links}>
            {LINKS.map((key) => (
              <li key={key}>
                <a href={withBasePath(PAGE_LINKS[key].path)}>{PAGE_LINKS[key].navLabel}</a>
              </li>
            ))}
          </ul>
        </nav>
      </main>
    </>
  );
}
