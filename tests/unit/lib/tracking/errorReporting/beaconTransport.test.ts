import { createTransport } from '@/lib/tracking/errorReporting/sentryBrowserSdk';
import {
  beaconTransport,
  MAX_BEACON_BYTES,
  sendEnvelopeBeacon,
} from '@/lib/tracking/errorReporting/beaconTransport';

const URL = '/app/hp-vhp/api/monitoring';
const ENVELOPE = '{"dsn":"https://k@o1.ingest.sentry.io/2"}\n{"type":"event"}\n{}';

/** The envelope as the SDK hands it to a transport: serialized, in an envelope array. */
const envelope = (body: string) =>
  [{ dsn: 'https://k@o1.ingest.sentry.io/2' }, [[{ type: 'event' }, { message: body }]]] as never;

/** A blob's text (jsdom's Blob has no `text()`). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

/** A fetch response with these headers (jsdom has no `Response`). */
const answer = (status: number, headers: Record<string, string>) =>
  ({ status, headers: { get: (name: string) => headers[name] ?? null } }) as unknown as Response;

describe('sendEnvelopeBeacon', () => {
  const sendBeacon = jest.fn<boolean, [string, Blob]>();
  beforeEach(() => {
    sendBeacon.mockReset().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  it('hands the envelope to the browser as a text/plain beacon to the tunnel', async () => {
    expect(sendEnvelopeBeacon(URL, ENVELOPE)).toBe(true);
    const [url, blob] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(URL);
    expect(blob.type).toBe('text/plain;charset=utf-8');
    expect(await textOf(blob)).toBe(ENVELOPE);
  });

  it('declines an envelope over the beacon budget, and when the browser’s queue is full', () => {
    expect(sendEnvelopeBeacon(URL, 'x'.repeat(MAX_BEACON_BYTES + 1))).toBe(false);
    expect(sendBeacon).not.toHaveBeenCalled();
    sendBeacon.mockReturnValue(false);
    expect(sendEnvelopeBeacon(URL, ENVELOPE)).toBe(false);
  });
});

describe('beaconTransport', () => {
  const sendBeacon = jest.fn<boolean, [string, Blob]>();
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    sendBeacon.mockReset().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  const transport = () =>
    beaconTransport(createTransport)({ url: URL, recordDroppedEvent: () => undefined });

  it('sends every envelope it can as a beacon, never by fetch', async () => {
    await transport().send(envelope('boom'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts what a beacon cannot carry, and backs off as the tunnel says', async () => {
    sendBeacon.mockReturnValue(false);
    fetchMock.mockResolvedValue(answer(204, { 'X-Sentry-Rate-Limits': '60::organization' }));
    const sending = transport();
    await sending.send(envelope('first'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    // Rate-limited for 60 s: the next envelope is dropped in the browser, not sent.
    await sending.send(envelope('second'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
