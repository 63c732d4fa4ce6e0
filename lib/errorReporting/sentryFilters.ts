import { scrubUrl, scrubValue } from './scrubReport';

/**
 * The `beforeSend`, `beforeSendTransaction` and `beforeBreadcrumb` of both Sentry SDKs (browser
 * and server). Typed structurally, on the fields they touch, so this module imports nothing from
 * the SDK and stays out of every bundle that does not load it.
 */
interface ReportLike {
  type?: string | undefined;
  transaction?: string | undefined;
  request?:
    | {
        url?: string | undefined;
        query_string?: unknown;
        cookies?: unknown;
        headers?: unknown;
        data?: unknown;
      }
    | undefined;
  user?: Record<string, unknown> | undefined;
  [key: string]: unknown;
}

interface BreadcrumbLike {
  message?: string | undefined;
  data?: Record<string, unknown> | undefined;
  [key: string]: unknown;
}

/** SPEC §8: tracing discards transactions for route /404 (and the catch-all 404 route). */
const NOT_FOUND_TRANSACTION = /^(?:GET |\/app\/hp-vhp)?\/?(?:404|\[\.\.\.notFound\])$/;

export function isNotFoundTransaction(name: string | undefined): boolean {
  if (!name) return false;
  const path = name.replace(/^[A-Z]+ /, '').replace(/^\/app\/hp-vhp/, '');
  return path === '/404' || path === '/[...notFound]' || NOT_FOUND_TRANSACTION.test(name);
}

/** Scrubs an event: URL, query, cookies and headers of the request, the user down to its id, and every string. */
export function scrubEvent<E extends ReportLike>(event: E): E {
  const scrubbed = scrubValue(event);
  if (scrubbed.request) {
    // The query string and cookies go whole: the scrubbed URL already carries what is safe.
    const { url, headers, data } = scrubbed.request;
    scrubbed.request = {
      ...(url ? { url: scrubUrl(url) } : {}),
      ...(headers && typeof headers === 'object' ? { headers: withoutCookies(headers) } : {}),
      ...(data === undefined ? {} : { data }),
    };
  }
  if (scrubbed.user) {
    const id = scrubbed.user.id;
    scrubbed.user = id === undefined ? {} : { id };
  }
  return scrubbed;
}

function withoutCookies(headers: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^(?:cookie|authorization|referer)$/i.test(name)),
  );
}

export function beforeSend<E extends ReportLike>(event: E): E | null {
  return scrubEvent(event);
}

export function beforeSendTransaction<E extends ReportLike>(event: E): E | null {
  if (isNotFoundTransaction(event.transaction)) return null;
  return scrubEvent(event);
}

export function beforeBreadcrumb<B extends BreadcrumbLike>(breadcrumb: B): B | null {
  return scrubValue(breadcrumb);
}
