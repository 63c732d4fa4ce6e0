/** @jest-environment node */
import {
  addRates,
  divideCents,
  formatUsd,
  multiplyCents,
  scaleCents,
  toCents,
} from '@/lib/tax/money';

describe('money', () => {
  it.each([
    [1.005, 101],
    [25, 2500],
    [0.015, 2],
    [-1.005, -101],
    [1e-7, 0],
    [184_500, 18_450_000],
  ])('toCents(%s) = %s', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it.each([
    // 14,250 × 3.35% = 477.375 → 477.38 (a float product is 477.37499…)
    [1_425_000, 0.0335, 47_738],
    // $20.50 × 1.45% = 29.725 cents → 30
    [2050, 0.0145, 30],
    [5_200_000, 0.062, 322_400],
    [-2050, 0.0145, -30],
  ])('multiplyCents(%s, %s) = %s, half away from zero', (cents, rate, expected) => {
    expect(multiplyCents(cents, rate)).toBe(expected);
  });

  it('divides and scales with half-away-from-zero rounding', () => {
    expect(divideCents(4_200, 52)).toBe(81); // 80.77
    expect(divideCents(250, 4)).toBe(63); // 62.5
    expect(scaleCents(400_000, 12 * 26, 52)).toBe(2_400_000);
  });

  it('adds rates without float noise', () => {
    expect(addRates(0.006, 0.015)).toBe(0.021);
    expect(addRates(0.062, 0.0145)).toBe(0.0765);
  });

  it('formats US dollars', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });

  it.each([0, 0.07, 7.25, -1234.56, 999_999.99, 1_000_000_000, 123_456_789_012.34, 1.005, 0.125])(
    'formats %p exactly as Intl en-US currency does',
    (dollars) => {
      const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
      expect(formatUsd(dollars)).toBe(intl.format(dollars));
    },
  );
});
