import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import TrackingOnIdle, { TRACKING_START_DELAY_MS } from '@/components/tracking/TrackingOnIdle';
import type { TrackingRuntimeProps } from '@/components/tracking/TrackingRuntime';
import { pagePropsFixture } from '../../../support/pageProps.fixture';

// The runtime itself (SDKs and rules) is tested on its own; here only when it is loaded and what
// it is handed.
jest.mock('@/components/tracking/TrackingRuntime', () => ({
  __esModule: true,
  default: function TrackingRuntime({ takeEarlyClicks, takePageView }: TrackingRuntimeProps) {
    const [early] = useState(() => takeEarlyClicks());
    const [noted] = useState(() => takePageView());
    return (
      <p>
        tracking runtime, {early.length} early click(s), page view {noted?.pageKey ?? 'none'}
      </p>
    );
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
    expect(screen.queryByText(/^tracking runtime/)).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(200);
      await Promise.resolve();
    });
    await settle();
    expect(await screen.findByText(/^tracking runtime/)).toBeInTheDocument();
  });

  it('loads it at once on the first interaction', async () => {
    render(<TrackingOnIdle {...props} />);
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
      await Promise.resolve();
    });
    await settle();
    expect(await screen.findByText(/^tracking runtime/)).toBeInTheDocument();
  });

  it('loads it without waiting for idle time when an enrollment click is the first interaction', async () => {
    const requestIdle = jest.fn();
    window.requestIdleCallback = requestIdle;
    try {
      render(<TrackingOnIdle {...props} />);
      const link = document.createElement('a');
      link.href = 'https://www.example.com/app/hp-enrollment/signup';
      document.body.append(link);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      await act(async () => {
        window.dispatchEvent(new Event('pointerdown'));
        link.dispatchEvent(click);
        await Promise.resolve();
      });
      // Held until the runtime has recorded it; the idle callback never ran.
      expect(click.defaultPrevented).toBe(true);
      expect(requestIdle).toHaveBeenCalledTimes(1);
      expect(
        await screen.findByText('tracking runtime, 1 early click(s), page view home'),
      ).toBeInTheDocument();
    } finally {
      delete (window as Partial<Window>).requestIdleCallback;
    }
  });

  it('notes the page view at once and sends it by beacon when the visitor leaves before the runtime', async () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const analytics = {
      apiKey: 'local-analytics-key',
      serverUrl: 'http://localhost:4002/2/httpapi',
      webVitalsSampleRate: 1,
    };
    const site = { ...props.site, observability: { ...props.site.observability, analytics } };
    const { unmount } = render(<TrackingOnIdle {...props} site={site} />);
    // Sent once the page view's payloads are built (a small chunk and the push's hashing).
    await waitFor(() => {
      window.dispatchEvent(new Event('pagehide'));
      expect(sendBeacon).toHaveBeenCalledTimes(1);
    });
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(analytics.serverUrl);
    expect(JSON.parse(body)).toMatchObject({
      api_key: analytics.apiKey,
      events: [{ event_type: 'viewedVhp', device_id: props.deviceId }],
    });
    unmount();
  });
});
