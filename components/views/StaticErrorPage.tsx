import Head from 'next/head';
import { telHref } from '@/lib/site/seo/navigation';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import { withBasePath } from '@/lib/platform/routing/basePath';
import { localizedPath, type Locale } from '@/lib/site/i18n/locale';
import { SHELL_ES } from '@/lib/site/i18n/messages/shell.es';
import styles from './StaticErrorPage.module.css';
import type { StaticErrorPageProps } from '@/lib/site/pageProps';

export type { StaticErrorPageProps };

/** One language's words of a static error page. */
export interface StaticErrorWords {
  heading: string;
  message: string;
  /** "Need help now? Call", before the phone number. */
  call: string;
  /** The accessible name of the helpful links. */
  linksLabel: string;
}

interface Props extends StaticErrorPageProps {
  title: string;
  words: StaticErrorWords;
  /**
   * The same in Spanish, below the English, for a page that cannot know its reader's language: a
   * static page is one file for every address, /es ones included (docs/site.md#languages).
   */
  spanish?: StaticErrorWords;
}

const LINKS = ['home', 'nannyTaxCalculator', 'productAndPricing', 'seniorCare'] as const;

/** The helpful links' names in each language: the English page names, the Spanish frame's. */
const LINK_NAMES: Readonly<Record<Locale, (key: (typeof LINKS)[number]) => string>> = {
  en: (key) => PAGE_LINKS[key].navLabel,
  es: (key) => SHELL_ES.nav[key],
};

function ErrorText({
  words,
  locale,
  supportPhone,
}: {
  words: StaticErrorWords;
  locale: Locale;
  supportPhone: string;
}) {
  const Heading = locale === 'en' ? 'h1' : 'h2';
  return (
    <section lang={locale === 'en' ? undefined : locale} className={styles.language}>
      <Heading className={styles.heading}>{words.heading}</Heading>
      <p className={styles.message}>{words.message}</p>
      <p className={styles.message}>
        {words.call} <a href={telHref(supportPhone)}>{supportPhone}</a>.
      </p>
      <nav aria-label={words.linksLabel}>
        <ul className={styles.links}>
          {LINKS.map((key) => (
            <li key={key}>
              <a href={withBasePath(localizedPath(PAGE_LINKS[key].path, locale))}>
                {LINK_NAMES[locale](key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

/**
 * The error page Next.js serves as static HTML. pages/404 and pages/500 cannot render per
 * request, so they carry no CSP nonce: this page uses no script and no inline style, only plain
 * links and a CSS module, which the policy allows as a same-origin stylesheet.
 */
export default function StaticErrorPage({ title, words, spanish, brandName, supportPhone }: Props) {
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
        <ErrorText words={words} locale="en" supportPhone={supportPhone} />
        {spanish ? <ErrorText words={spanish} locale="es" supportPhone={supportPhone} /> : null}
      </main>
    </>
  );
}
