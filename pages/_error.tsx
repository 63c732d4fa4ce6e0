import type { NextPageContext } from 'next';
import { withBasePath } from '@/lib/platform/routing/basePath';
import { localeOfPath, localizedPath, type Locale } from '@/lib/site/i18n/locale';

interface SiteErrorProps {
  statusCode: number;
  /** The language of the page that failed, from its address: a Spanish page's reader reads Spanish. */
  locale: Locale;
}

/** The page's few words, written here: this page must not load the site's catalogs or MUI. */
const WORDS = {
  en: { notFound: 'Page not found', failed: 'Something went wrong', home: 'Go to the home page' },
  es: {
    notFound: 'No encontramos esa página',
    failed: 'Algo salió mal',
    home: 'Ir a la página principal',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * The typed `_error` page (STYLE.md, Next's `with-sentry` example): Next renders it when a page
 * throws in the browser (and for errors outside the static 404/500 pages). Server-side errors are
 * reported by `instrumentation.ts` (`onRequestError`); in the browser the error goes to the early
 * queue, which hands it to the Sentry SDK when that has loaded (at once if it already has). Kept
 * free of `next/error`, whose imports would move shared framework code into the first load.
 */
export default function SiteErrorPage({ statusCode, locale }: SiteErrorProps) {
  const words = WORDS[locale];
  return (
    <main lang={locale} style={{ padding: '2rem', fontFamily: 'sans-serif' }}>
      <h1>{statusCode === 404 ? words.notFound : words.failed}</h1>
      <p>
        {/* A full page load, not a client navigation: after an error the router may be broken. */}
        <a href={withBasePath(localizedPath('/', locale))}>{words.home}</a>
      </p>
    </main>
  );
}

SiteErrorPage.getInitialProps = ({ res, err, asPath }: NextPageContext): SiteErrorProps => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  if (err && typeof window !== 'undefined') window.__hpEarlyErrors?.report(err);
  return { statusCode, locale: localeOfPath(asPath ?? '/') };
};
