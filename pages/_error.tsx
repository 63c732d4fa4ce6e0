import type { NextPageContext } from 'next';

interface SiteErrorProps {
  statusCode: number;
}

/**
 * The typed `_error` page (STYLE.md, Next's `with-sentry` example): Next renders it when a page
 * throws in the browser (and for errors outside the static 404/500 pages). Server-side errors are
 * reported by `instrumentation.ts` (`onRequestError`); in the browser the error goes to the early
 * queue, which hands it to the Sentry SDK when that has loaded (at once if it already has). Kept
 * free of `next/error`, whose imports would move shared framework code into the first load.
 */
export default function SiteErrorPage({ statusCode }: SiteErrorProps) {
  return (
    <main style={{ padding: '2rem', fontFamily: 'sans-serif' }}>
      <h1>{statusCode === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {/* A full page load, not a client navigation: after an error the router may be broken. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/app/hp-vhp">Go to the home page</a>
      </p>
    </main>
  );
}

SiteErrorPage.getInitialProps = ({ res, err }: NextPageContext): SiteErrorProps => {
  const statusCode = res?.statusCode ?? err?.statusCode ?? 500;
  if (err && typeof window !== 'undefined') window.__hpEarlyErrors?.report(err);
  return { statusCode };
};
