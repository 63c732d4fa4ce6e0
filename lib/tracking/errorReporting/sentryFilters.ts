import type { Breadcrumb, ErrorEvent, Event } from '@sentry/nextjs';
import { scrubUrl, scrubValue } from '@/lib/platform/logging/scrubSecrets';

/**
 * The `beforeSend`, `beforeSendTransaction` and `beforeBreadcrumb` of both Sentry SDKs (browser
 * and server). Only the SDK's types are imported (erased at build), so this module adds nothing
 * of the SDK to any bundle.
 */

/** @sentry/nextjs does not re-export @sentry/core's TransactionEvent; it is this. */
type TransactionEvent = Event & { type: 'transaction' };

/**
 * Tracing discards transactions for route /404 and the catch-all 404 route
 * (docs/tracking.md#sentry-options).
 */
const NOT_FOUND_TRANSACTION = /^(?:GET |\/app\/hp-vhp)?\/?(?:404|\[\.\.\.notFound\])$/;

export function isNotFoundTransaction(name: string | undefined): boolean {
  if (!name) return false;
  const path = name.replace(/^[A-Z]+ /, '').replace(/^\/app\/hp-vhp/, '');
  return path === '/404' || path === '/[...notFound]' || NOT_FOUND_TRANSACTION.test(name);
}

/** Scrubs an event: URL, query, cookies and headers of the request, the user down to its id, and every string. */
export function scrubEvent<E extends Event>(event: E): E {
  const scrubbed = scrubValue(event);
  if (scrubbed.request) {
    // The query string and cookies go whole: the scrubbed URL already carries what is safe.
    const { url, headers, data } = scrubbed.request;
    scrubbed.request = {
      ...(url ? { url: scrubUrl(url) } : {}),
      ...(headers ? { headers: withoutCookies(headers) } : {}),
      ...(data === undefined ? {} : { data }),
    };
  }
  if (scrubbed.user) {
    const id: unknown = scrubbed.user.id;
    scrubbed.user = typeof id === 'string' || typeof id === 'number' ? { id } : {};
  }
  return scrubbed;
}

function withoutCookies(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !/^(?:cookie|authorization|referer)$/i.test(name)),
  );
}

export function beforeSend(event: ErrorEvent): ErrorEvent | null {
  return scrubEvent(event);
}

export function beforeSendTransaction(event: TransactionEvent): TransactionEvent | null {
  if (isNotFoundTransaction(event.transaction)) return null;
  return scrubEvent(event);
}

export function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  return scrubValue(breadcrumb);
}
