import fc from 'fast-check';
import {
  roundedVitalValue,
  webVitalProperties,
  type WebVital,
} from '@/lib/tracking/analytics/webVitalEvent';

describe('roundedVitalValue', () => {
  it.each([
    ['LCP', 1234.5678, 1235],
    ['LCP', 0.4, 0],
    ['INP', 96.0000001, 96],
    ['INP', 104.5, 105],
    ['CLS', 0.123456, 0.1235],
    ['CLS', 0.00004, 0],
    ['CLS', 0.02, 0.02],
  ] as const)('rounds %s %p to %p', (name, value, rounded) => {
    expect(roundedVitalValue({ name, value })).toBe(rounded);
  });

  it('keeps milliseconds whole and CLS within half a ten-thousandth', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 60_000, noNaN: true }), (value) => {
        expect(Number.isInteger(roundedVitalValue({ name: 'INP', value }))).toBe(true);
        const cls = roundedVitalValue({ name: 'CLS', value: value / 10_000 });
        expect(Math.abs(cls - value / 10_000)).toBeLessThanOrEqual(0.00005 + 1e-12);
        expect(Math.round(cls * 10_000)).toBeCloseTo(cls * 10_000, 6);
      }),
    );
  });
});

describe('webVitalProperties', () => {
  it('names the metric, its rounded value, rating, navigation type and the page id', () => {
    const vital: WebVital = {
      name: 'LCP',
      id: 'v5-1',
      value: 1480.3,
      rating: 'good',
      navigationType: 'navigate',
    };
    expect(webVitalProperties(vital, 'nannyTaxCalculator')).toEqual({
      metric: 'LCP',
      value: 1480,
      rating: 'good',
      navigation_type: 'navigate',
      page_id: 'hp-vhp-nanny-tax-calculator',
    });
  });

  it('keeps CLS to four decimals', () => {
    const vital: WebVital = {
      name: 'CLS',
      id: 'v5-2',
      value: 0.0312345,
      rating: 'needs-improvement',
      navigationType: 'back-forward-cache',
    };
    expect(webVitalProperties(vital, 'home')).toMatchObject({
      metric: 'CLS',
      value: 0.0312,
      page_id: 'hp-vhp-home',
    });
  });
});
