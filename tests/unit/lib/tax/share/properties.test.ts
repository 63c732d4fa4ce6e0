/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { toCents } from '@/lib/tax/money';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';
import { type NannyShareInput } from '@/lib/tax/share/contract';
import { STATE_CODES } from '@/lib/tax/states';

const family = fc.record({
  shareOfSharedPay: fc.integer({ min: 1, max: 99 }),
  soloHoursPerWeek: fc.integer({ min: 0, max: 40 }).map((h) => h / 2),
  soloRate: fc.integer({ min: 800, max: 6000 }).map((c) => c / 100),
  federalWithholding: fc.option(
    fc.record({ filingStatus: fc.constantFrom('single', 'married', 'head_of_household' as const) }),
    { nil: null },
  ),
  stateWithholding: fc.boolean(),
});

/** Any two- or three-family share (shares drawn as weights and normalised to add up to 1). */
const share: fc.Arbitrary<NannyShareInput> = fc
  .record({
    state: fc.constantFrom(...STATE_CODES),
    payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly' as const),
    weeksPerYear: fc.integer({ min: 1, max: 52 }),
    liveIn: fc.boolean(),
    daysPerWeek: fc.integer({ min: 1, max: 7 }),
    sharedHoursPerWeek: fc.integer({ min: 2, max: 120 }).map((h) => h / 2),
    sharedRate: fc.integer({ min: 800, max: 8000 }).map((c) => c / 100),
    overtimeSplit: fc.constantFrom('pay', 'hours' as const),
    families: fc.array(family, { minLength: 2, maxLength: 3 }),
  })
  .map(({ families, ...rest }) => {
    const total = families.reduce((sum, f) => sum + f.shareOfSharedPay, 0);
    return {
      taxYear: 2026 as const,
      ...rest,
      families: families.map((f) => ({ ...f, shareOfSharedPay: f.shareOfSharedPay / total })),
    };
  });

describe('calculateNannyShare (properties)', () => {
  it('the families’ gross wages add up to the nanny’s gross within a cent', () => {
    fc.assert(
      fc.property(share, (input) => {
        const result = calculateNannyShare(input);
        const families = result.families.reduce((sum, f) => sum + toCents(f.annual.grossWages), 0);
        expect(Math.abs(families - toCents(result.nanny.annual.grossWages))).toBeLessThanOrEqual(1);
        const weekly = result.families.reduce((sum, f) => sum + toCents(f.week.grossPay), 0);
        expect(families).toBe(weekly * (input.weeksPerYear ?? 52));
        // Take-home is what is left of the gross after the withheld taxes, for the nanny too.
        const { annual } = result.nanny;
        expect(toCents(annual.netPay)).toBe(
          toCents(annual.grossWages) - toCents(annual.employeeTaxes),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('taxes each family as a single-family calculation of its own wages when no overtime is involved', () => {
    fc.assert(
      fc.property(share, (input) => {
        const result = calculateNannyShare(input);
        fc.pre(result.hours.overtime === 0 && result.hours.doubleTime === 0);
        input.families.forEach((f, i) => {
          const got = result.families[i];
          // The family's wages, worked out independently: its share of the shared pay and its solo
          // pay, each of which the share rounds to the cent (so up to 1.5 cents apart).
          const solo = (f.soloHoursPerWeek ?? 0) * (f.soloRate ?? input.sharedRate);
          const weekly = f.shareOfSharedPay * input.sharedHoursPerWeek * input.sharedRate + solo;
          expect(Math.abs((got?.week.grossPay ?? 0) - weekly)).toBeLessThanOrEqual(0.0151);
          const single = calculateNannyTax({
            taxYear: 2026,
            state: input.state,
            pay: { amount: got?.week.grossPay ?? 0, per: 'week', type: 'gross' },
            hoursPerWeek: input.sharedHoursPerWeek + (f.soloHoursPerWeek ?? 0),
            weeksPerYear: input.weeksPerYear,
            payFrequency: input.payFrequency,
            liveIn: input.liveIn,
            daysPerWeek: input.daysPerWeek,
            federalWithholding: f.federalWithholding,
            stateWithholding: f.stateWithholding,
          });
          expect(got?.annual).toEqual(single.annual);
          expect(got?.perPaycheck).toEqual(single.perPaycheck);
          expect(got?.lineItems).toEqual(single.lineItems);
        });
      }),
      { numRuns: 150 },
    );
  });
});
