import { recordEarlyClick, settledWithin } from '@/lib/tracking/runtime/followLink';

describe('settledWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the work is done', async () => {
    const done = jest.fn();
    void settledWithin(Promise.resolve(), 300).then(done);
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it('resolves after the timeout when the work hangs, and when it fails', async () => {
    const afterHang = jest.fn();
    void settledWithin(new Promise(() => {}), 300).then(afterHang);
    await jest.advanceTimersByTimeAsync(299);
    expect(afterHang).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(afterHang).toHaveBeenCalled();

    const afterFailure = jest.fn();
    void settledWithin(Promise.reject(new Error('storage full')), 300).then(afterFailure);
    await jest.advanceTimersByTimeAsync(0);
    expect(afterFailure).toHaveBeenCalled();
  });
});

describe('recordEarlyClick', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** Tracking whose container and SDK arrive when the test says so. */
  function tracking() {
    const steps: string[] = [];
    let becomeReady: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => {
      becomeReady = () => {
        steps.push('ready');
        resolve();
      };
    });
    const interaction = jest.fn(() => {
      steps.push('interaction');
      return Promise.resolve();
    });
    return { steps, ready, becomeReady, interaction };
  }

  it('waits for the container and the SDK, records the click, then follows the link', async () => {
    const started = tracking();
    const follow = jest.fn(() => started.steps.push('follow'));
    const done = recordEarlyClick({ follow, holdUntil: 2000 }, started, () => 500);
    await jest.advanceTimersByTimeAsync(100);
    expect(started.steps).toEqual([]);
    started.becomeReady();
    await done;
    expect(started.steps).toEqual(['ready', 'interaction', 'follow']);
    expect(started.interaction).toHaveBeenCalledWith('enrollmentClick');
  });

  it('records the click and follows when the hold ends, even if tracking is not ready', async () => {
    const started = tracking();
    const follow = jest.fn();
    let time = 1000;
    const done = recordEarlyClick({ follow, holdUntil: 1500 }, started, () => time);
    await jest.advanceTimersByTimeAsync(499);
    expect(follow).not.toHaveBeenCalled();
    time = 1500;
    await jest.advanceTimersByTimeAsync(1);
    await done;
    // Parked in session storage at least, for this site's next page.
    expect(started.interaction).toHaveBeenCalledTimes(1);
    expect(follow).toHaveBeenCalledTimes(1);
  });

  it('records a click that was not held (a new tab) and follows nothing', async () => {
    const started = tracking();
    started.becomeReady();
    await recordEarlyClick({ follow: null, holdUntil: 0 }, started, () => 10);
    expect(started.interaction).toHaveBeenCalledTimes(1);
  });
});
