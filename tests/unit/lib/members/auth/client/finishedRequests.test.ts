import { recordFinishedRequests } from '@/lib/members/auth/client/finishedRequests';

/** A stand-in for the browser's observer: `finish(url)` reports one finished request. */
class FakeObserver {
  static current: FakeObserver | null = null;
  observing = false;
  constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {
    FakeObserver.current = this;
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  finish(name: string) {
    if (this.observing) this.callback({ getEntries: () => [{ name }] });
  }
}

const REVOCATION = 'https://idp.example.com/token/revocation';
const isRevocation = (url: string) => url.startsWith(REVOCATION);

describe('recordFinishedRequests', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  });
  afterEach(() => {
    jest.useRealTimers();
    Object.assign(globalThis, { PerformanceObserver: original });
  });

  it('waits until the browser has finished as many matching requests as asked', async () => {
    const finished = recordFinishedRequests();
    let done = false;
    const waiting = finished.waitFor(isRevocation, 2, 1000).then(() => {
      done = true;
    });
    FakeObserver.current?.finish(REVOCATION);
    FakeObserver.current?.finish('https://site.example/other');
    await Promise.resolve();
    expect(done).toBe(false);
    FakeObserver.current?.finish(REVOCATION);
    await waiting;
    expect(done).toBe(true);
    finished.stop();
    expect(FakeObserver.current?.observing).toBe(false);
  });

  it('counts requests finished before the wait began', async () => {
    const finished = recordFinishedRequests();
    FakeObserver.current?.finish(REVOCATION);
    await expect(finished.waitFor(isRevocation, 1, 1000)).resolves.toBeUndefined();
  });

  it('gives up after the time allowed', async () => {
    const finished = recordFinishedRequests();
    const waiting = finished.waitFor(isRevocation, 1, 1000);
    jest.advanceTimersByTime(1000);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('does not wait where the browser cannot observe requests', async () => {
    Object.assign(globalThis, { PerformanceObserver: undefined });
    await expect(
      recordFinishedRequests().waitFor(isRevocation, 2, 60_000),
    ).resolves.toBeUndefined();
  });
});
