/** @jest-environment node */
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { findLocality, LOCALITIES } from '@/lib/tax/localities/lookup';
import { baseInput } from '../support';

const BELOW = 'BELOW_LOCAL_MINIMUM_WAGE';

const on = (payDate: string, overrides: Partial<NannyTaxInput>): NannyTaxResult =>
  calculateNannyTax(baseInput({ ...overrides, payDate }));
const localWarning = (result: NannyTaxResult) => result.warnings.find((w) => w.code === BELOW);

/** Every local minimum wage that changes inside 2026: [code, rate to Jun 30, rate from Jul 1]. */
const JULY_CHANGES: readonly (readonly [string, number, number])[] = [
  ['IL-CHICAGO', 16.6, 17.05],
  ['MN-ST-PAUL', 13.25, 14.25],
];

describe('local minimum wages that change inside 2026 (data)', () => {
  it('lists exactly the dated local rates above', () => {
    const dated = LOCALITIES.filter((l) => l.minimumWage?.rate.changes).map((l) => l.code);
    expect(dated.sort()).toEqual(JULY_CHANGES.map(([code]) => code).sort());
  });

  it.each(JULY_CHANGES)('%s: $%s from January 1, $%s from July 1', (code, before, after) => {
    const rate = findLocality(code)?.minimumWage?.rate;
    expect(rate?.changes).toEqual([
      { from: '2026-01-01', value: before },
      { from: '2026-07-01', value: after },
    ]);
    // `value` stays the one in force when the year opens (docs/tax.md#effective-dates).
    expect(rate?.value).toBe(before);
  });
});

describe('Chicago’s minimum wage from July 1, 2026', () => {
  const chicago = (amount: number) =>
    ({ state: 'IL', locality: 'IL-CHICAGO', pay: { amount, per: 'hour', type: 'gross' } }) as const;

  it('lets $16.80 an hour stand through June 30 and warns from July 1', () => {
    expect(localWarning(on('2026-06-30', chicago(16.8)))).toBeUndefined();
    const after = localWarning(on('2026-07-01', chicago(16.8)));
    expect(after?.minimum).toMatchObject({ scope: 'local', place: 'Chicago', hourly: 17.05 });
    expect(after?.message).toContain('$16.60 to Jun 30, $17.05 from Jul 1');
  });

  it('warns at $16.50 on both sides of the date, each time at the rate then in force', () => {
    expect(localWarning(on('2026-06-30', chicago(16.5)))?.minimum?.hourly).toBe(16.6);
    expect(localWarning(on('2026-07-01', chicago(16.5)))?.minimum?.hourly).toBe(17.05);
  });

  it('gives the pay that meets the July rate, and no warning once the pay reaches it', () => {
    // 40 hours at $16.50: the minimum is the rate itself, so the pay at the minimum is that rate.
    expect(localWarning(on('2026-12-31', chicago(16.5)))?.minimum?.payAtMinimum).toBe(17.05);
    expect(localWarning(on('2026-07-01', chicago(17.05)))).toBeUndefined();
  });
});
