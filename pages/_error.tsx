import type { NextPageContext } from 'next';
import NextError, { type ErrorProps } from 'next/error';

/**
 * The typed `_error` page of the Next.js Sentry setup (STYLE.md, `with-sentry`): Next's own error
 * view, plus a report of the error. On the server the SDK started by `instrumentation.ts` sends
 * it; in the browser the SDK may not have loaded yet, and the early-error queue holds it.
 */
export default function SiteErrorPage({ statusCode }: ErrorProps) {
  return <NextError statusCode={statusCode} />;
}

SiteErrorPage.getInitialProps = async (context: NextPageContext): Promise<ErrorProps> => {
  const props = await NextError.getInitialProps(context);
  if (context.err && props.statusCode >= 500) {
    if (typeof window === 'undefined') {
      const { reportServerError } = await import('@/lib/errorReporting/serverSentry.server');
      reportServerError(context.err, { pathname: context.pathname });
    } else {
      window.__hpEarlyErrors?.report(context.err);
    }
  }
  return props;
};
