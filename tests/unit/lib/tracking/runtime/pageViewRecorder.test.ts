import type { PageViewPayloads } from '@/lib/tracking/runtime/pageViewRecording';
import {
  recordPageView,
  type PageViewRecorderOptions,
} from '@/lib/tracking/runtime/pageViewRecorder';

const QUEUE_KEY = 'hp-vhp.gtm.queue';
const URL_ = 'http://localhost:4002/2/httpapi';
const PUSH = { event: 'care.viewedVhp', gtmEvent: 'pageView', gtmPath: '/', clear: true };

interface Beacon {
  url: string;
  body: { api_key: string; events: Array<Record<string, unknown>> };
}

let beacons: Beacon[] = [];
let accepts = true;
const stops: Array<() => void> = [];

function payloadsFor(noted: { insertId: string; time: number }): Promise<PageViewPayloads> {
  return Promise.resolve({
    event: { event_type: 'viewedVhp', insert_id: noted.insertId, time: noted.time },
    sessionId: 7,
    push: PUSH,
  });
}

async function recorder(overrides: Partial<PageViewRecorderOptions> = {}) {
  const started = recordPageView({
    pageKey: 'sampleSeniorCareContract',
    analytics: { apiKey: 'local-analytics-key', url: URL_ },
    payloads: payloadsFor,
    ...overrides,
  });
  stops.push(started.release);
  await Promise.resolve();
  await Promise.resolve();
  return started;
}

function leave() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('pagehide'));
}

function comeBack() {
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
}

const queued = () => JSON.parse(sessionStorage.getItem(QUEUE_KEY) ?? '[]') as unknown[];

describe('recordPageView', () => {
  beforeEach(() => {
    beacons = [];
    accepts = true;
    sessionStorage.clear();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        if (accepts) beacons.push({ url, body: JSON.parse(body) as Beacon['body'] });
        return accepts;
      },
    });
  });
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('notes the page view at once with a unique insert id and the time', async () => {
    const before = Date.now();
    const [first, second] = [await recorder(), await recorder()];
    expect(first.pageView.time).toBeGreaterThanOrEqual(before);
    expect(first.pageView.insertId).not.toBe(second.pageView.insertId);
    await expect(first.payloads).resolves.toMatchObject({ sessionId: 7 });
  });

  it('sends one event by beacon in the SDK’s HTTP API shape when the visitor leaves', async () => {
    const { pageView } = await recorder();
    leave();
    leave();
    expect(beacons).toEqual([
      {
        url: URL_,
        body: {
          api_key: 'local-analytics-key',
          events: [{ event_type: 'viewedVhp', insert_id: pageView.insertId, time: pageView.time }],
        },
      },
    ]);
  });

  it('queues the data layer’s page-view push for the next page, and takes it back on return', async () => {
    sessionStorage.setItem(QUEUE_KEY, JSON.stringify([{ event: 'earlier' }]));
    await recorder();
    leave();
    expect(queued()).toEqual([{ event: 'earlier' }, PUSH]);
    comeBack();
    expect(queued()).toEqual([{ event: 'earlier' }]);
  });

  it.each([
    ['the runtime took it over', 'release', 0],
    ['the runtime started on another page', 'sendNow', 1],
  ] as const)('sends nothing more on leaving once %s', async (_name, handOver, sentBefore) => {
    const started = await recorder();
    started[handOver]();
    expect(beacons).toHaveLength(sentBefore);
    leave();
    expect(beacons).toHaveLength(sentBefore);
    expect(queued()).toEqual([]);
  });

  it('is released once: a second release (the runtime after the unmount) touches nothing', async () => {
    const started = await recorder();
    const removed = jest.spyOn(document, 'removeEventListener');
    started.release();
    started.release();
    expect(removed.mock.calls.filter(([type]) => type === 'visibilitychange')).toHaveLength(1);
    removed.mockRestore();
  });

  it.each([
    [
      'the payloads are not built yet',
      { payloads: () => new Promise<PageViewPayloads>(() => undefined) },
    ],
    ['their chunk failed to load', { payloads: () => Promise.reject(new Error('chunk')) }],
  ])('sends and queues nothing when %s', async (_name, overrides) => {
    await recorder(overrides);
    leave();
    expect(beacons).toEqual([]);
    expect(queued()).toEqual([]);
  });

  it('queues the push but sends no event when analytics is off', async () => {
    await recorder({ analytics: null });
    leave();
    expect(beacons).toEqual([]);
    expect(queued()).toEqual([PUSH]);
  });

  it('tries again on the next leave when the browser refused the beacon', async () => {
    await recorder();
    accepts = false;
    leave();
    accepts = true;
    leave();
    leave();
    expect(beacons).toHaveLength(1);
  });
});
