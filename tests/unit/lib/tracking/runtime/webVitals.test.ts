import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import {
  sampledPageView,
  startWebVitals,
  type VitalsObservers,
} from '@/lib/tracking/runtime/webVitals';

type Report = (vital: LCPMetric | INPMetric | CLSMetric) => void;

/** Observers that hand their report callbacks to the test, as web-vitals would call them. */
function fakeObservers() {
  const reports: Partial<Record<'LCP' | 'INP' | 'CLS', Report>> = {};
  const observers = {
    onLCP: (report: Report) => (reports.LCP = report),
    onINP: (report: Report) => (reports.INP = report),
    onCLS: (report: Report) => (reports.CLS = report),
  } as unknown as VitalsObservers;
  return { reports, observers };
}

function vital(name: 'LCP' | 'INP' | 'CLS', value: number, id = `id-${name}`) {
  return { name, value, id, rating: 'good', navigationType: 'navigate' } as LCPMetric;
}

describe('sampledPageView', () => {
  it.each([
    [0, 0, false],
    [0, 0.999, false],
    [0.25, 0.249, true],
    [0.25, 0.25, false],
    [1, 0, true],
    [1, 0.9999, true],
  ])('with rate %p and draw %p sends: %p', (rate, draw, expected) => {
    expect(sampledPageView(rate, () => draw)).toBe(expected);
  });
});

describe('startWebVitals', () => {
  it('sends each metric once per page view as webVital with the page id', async () => {
    const { reports, observers } = fakeObservers();
    const track = jest.fn(() => Promise.resolve());
    await startWebVitals({
      pageKey: 'home',
      sampleRate: 0.5,
      track,
      random: () => 0.1,
      load: () => Promise.resolve(observers),
    });
    reports.LCP?.(vital('LCP', 812.7));
    reports.CLS?.(vital('CLS', 0.01234));
    reports.INP?.(vital('INP', 48));
    // Reported again at a later hide: the page view's first final value was already sent.
    reports.INP?.(vital('INP', 120));
    expect(track.mock.calls).toEqual([
      ['webVital', expect.objectContaining({ metric: 'LCP', value: 813, page_id: 'hp-vhp-home' })],
      ['webVital', expect.objectContaining({ metric: 'CLS', value: 0.0123 })],
      ['webVital', expect.objectContaining({ metric: 'INP', value: 48 })],
    ]);
    // Back from the back/forward cache: a new page view, new ids.
    reports.INP?.(vital('INP', 64, 'id-INP-restored'));
    expect(track).toHaveBeenCalledTimes(4);
  });

  it('loads nothing and observes nothing for a page view outside the sample', async () => {
    const load = jest.fn(() => Promise.resolve(fakeObservers().observers));
    const track = jest.fn(() => Promise.resolve());
    await startWebVitals({ pageKey: 'home', sampleRate: 0.25, track, random: () => 0.5, load });
    await startWebVitals({ pageKey: 'home', sampleRate: 0, track, random: () => 0, load });
    expect(load).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalled();
  });

  it('rejects when web-vitals does not load, having sent nothing', async () => {
    const track = jest.fn(() => Promise.resolve());
    await expect(
      startWebVitals({
        pageKey: 'home',
        sampleRate: 1,
        track,
        load: () => Promise.reject(new Error('ChunkLoadError')),
      }),
    ).rejects.toThrow('ChunkLoadError');
    expect(track).not.toHaveBeenCalled();
  });
});
