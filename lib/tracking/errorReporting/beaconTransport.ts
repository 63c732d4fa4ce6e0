import type { BrowserOptions, createTransport } from '@sentry/nextjs';

type TransportFactory = NonNullable<BrowserOptions['transport']>;
type TransportOptions = Parameters<TransportFactory>[0];
type MakeRequest = Parameters<typeof createTransport>[1];
type TransportRequest = Parameters<MakeRequest>[0];
type TransportResponse = Awaited<ReturnType<MakeRequest>>;

/** The browser's in-flight budget for beacons and keepalive requests (64 KiB), less a margin. */
export const MAX_BEACON_BYTES = 60_000;

/** The envelope's size in bytes. */
function sizeOf(body: TransportRequest['body']): number {
  return typeof body === 'string' ? new Blob([body]).size : body.byteLength;
}

/**
 * Hands one envelope to the browser as a beacon; false when it cannot be (too large, no beacon
 * support, or the browser's queue is full), so the caller sends it another way.
 */
export function sendEnvelopeBeacon(url: string, body: TransportRequest['body']): boolean {
  if (sizeOf(body) > MAX_BEACON_BYTES || typeof navigator.sendBeacon !== 'function') return false;
  // text/plain: a simple request, never a preflight; the tunnel reads the body as text.
  const blob = new Blob([body as BlobPart], { type: 'text/plain;charset=UTF-8' });
  return navigator.sendBeacon(url, blob);
}

/** Posts the envelope with fetch, reporting the status and the back-off headers to the SDK. */
async function postEnvelope(
  options: TransportOptions,
  body: TransportRequest['body'],
): Promise<TransportResponse> {
  const response = await fetch(options.url, {
    method: 'POST',
    body: body as BodyInit,
    referrerPolicy: 'strict-origin',
    keepalive: sizeOf(body) <= MAX_BEACON_BYTES,
    ...options.fetchOptions,
  });
  return {
    statusCode: response.status,
    headers: {
      'x-sentry-rate-limits': response.headers.get('X-Sentry-Rate-Limits'),
      'retry-after': response.headers.get('Retry-After'),
    },
  };
}

/**
 * The error-report transport (docs/tracking.md#monitoring-tunnel): each envelope goes as a beacon,
 * which the browser delivers even when the page is left at once (a fetch from a page being left
 * is aborted, and shows in the console as such); what a beacon cannot carry goes by fetch. The
 * SDK's `createTransport` is passed in, so this module adds nothing of the SDK to a page.
 */
export function beaconTransport(make: typeof createTransport): TransportFactory {
  return (options) =>
    make(options, (request) =>
      sendEnvelopeBeacon(options.url, request.body)
        ? Promise.resolve({})
        : postEnvelope(options, request.body),
    );
}
