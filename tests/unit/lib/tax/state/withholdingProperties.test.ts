/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { TAX_YEARS } from '@/lib/tax/data';
import { periodWithholdingCents } from '@/lib/tax/state/withholding/methods';
import { STATE_CODES } from '@/lib/tax/states';
import { completeInput } from '../../../../support/nannyTaxInputArbitrary';
import { baseInput } from '../support';

const DATA = TAX_YEARS[2026];
const SOURCED = STATE_CODES.filter((code) => DATA.stateWithholding[code] !== undefined);
const status = fc.constantFrom('single', 'married', 'head_of_household' as const);
const periods = fc.constantFrom(52, 26, 24, 12);

/** Oregon's own formula lowers the tax by $263 from $50,000 of wages (its two table sets). */
function straddlesOregonStep(state: string, low: number, high: number, per: number): boolean {
  return state === 'OR' && low * per < 5_000_000 && high * per >= 5_000_000;
}

describe('state withholding properties', () => {
  it('never withholds less on higher wages (every state, status and allowance count)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SOURCED),
        status,
        fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
        periods,
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (state, filingStatus, allowances, per, lowCents, raise) => {
          const highCents = lowCents + raise;
          fc.pre(!straddlesOregonStep(state, lowCents, highCents, per));
          const method = DATA.stateWithholding[state]!.value;
          const cert = { filingStatus, allowances, additionalCents: 0 };
          const at = (cents: number) =>
            periodWithholdingCents(method, cert, {
              annualCents: cents * per,
              federalWithheldCents: 0,
              ficaCents: Math.round(cents * per * 0.0765),
              periods: per,
            });
          expect(at(lowCents)).toBeLessThanOrEqual(at(highCents));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never gives a negative line item, with or without a state certificate', () => {
    fc.assert(
      fc.property(completeInput, (input) => {
        const result = calculateNannyTax({ ...input, pay: { ...input.pay, type: 'gross' } });
        for (const item of result.lineItems) {
          expect(item.annual).toBeGreaterThanOrEqual(0);
          expect(item.perPaycheck).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('withholds no less state tax on a higher hourly rate through the whole engine', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SOURCED),
        fc.integer({ min: 800, max: 8000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.option(fc.record({ filingStatus: status }), { nil: null }),
        (state, rateCents, raise, federalWithholding) => {
          const annualState = (cents: number) => {
            const result = calculateNannyTax(
              baseInput({
                state,
                pay: { amount: cents / 100, per: 'hour', type: 'gross' },
                federalWithholding,
                stateWithholding: true,
              }),
            );
            return result.lineItems.find((l) => l.code === 'STATE_INCOME_TAX')?.annual ?? 0;
          };
          fc.pre(!straddlesOregonStep(state, rateCents * 40, (rateCents + raise) * 40, 52));
          expect(annualState(rateCents)).toBeLessThanOrEqual(annualState(rateCents + raise));
        },
      ),
      { numRuns: 300 },
    );
  });
});
