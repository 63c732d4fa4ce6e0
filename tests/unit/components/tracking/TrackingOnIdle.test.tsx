import { act, render, screen } from '@testing-library/react';
import TrackingOnIdle, { TRACKING_START_DELAY_MS } from '@/components/tracking/TrackingOnIdle';
import { pagePropsFixture } from '../../../support/pageProps.fixture';

// The runtime itself (SDKs and rules) is tested on its own; here only when it is loaded.
jest.mock('@/components/tracking/TrackingRuntime', () => ({
  __esModule: true,
  default: function TrackingRuntime() {
    return <p>tracking runtime</p>;
  },
}));

const props = pagePropsFixture('home');

/** Lets the idle callback, the dynamic import and the state update run. */
async function settle() {
  await act(async () => {
    jest.advanceTimersByTime(50);
    await Promise.resolve();
  });
  await act(() => Promise.resolve());
}

describe('TrackingOnIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps the runtime out while the page becomes interactive, then loads it after the delay', async () => {
    render(<TrackingOnIdle {...props} />);
    await act(async () => {
      jest.advanceTimersByTime(TRACKING_START_DELAY_MS - 100);
      await Promise.resolve();
    });
    expect(screen.queryByText('tracking runtime')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(200);
      await Promise.resolve();
    });
    await settle();
    expect(await screen.findByText('tracking runtime')).toBeInTheDocument();
  });

  it('loads it at once on the first interaction', async () => {
    render(<TrackingOnIdle {...props} />);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await Promise.resolve();
    });
    await settle();
    expect(await screen.findByText('tracking runtime')).toBeInTheDocument();
  });
});
