/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput, type NannyTaxResult } from '@/lib/tax/contract';
import { TAX_YEARS } from '@/lib/tax/data';
import { withDefaults } from '@/lib/tax/defaults';
import { STATE_CODES } from '@/lib/tax/states';
import { type PayFrequency } from '@/lib/tax/types';
import { completeInput, localityInput } from '../../../support/nannyTaxInputArbitrary';
import { baseInput } from './support';

const cents = (dollars: number) => Math.round(dollars * 100);
const FREQUENCIES: readonly PayFrequency[] = ['weekly', 'biweekly', 'semimonthly', 'monthly'];

/** Sum of the line items owed or withheld and of the calendar's amounts, in cents. */
function totals(result: NannyTaxResult) {
  return {
    lineItems: result.lineItems.reduce((t, l) => t + cents(l.annual), 0),
    calendar: result.yearView.dueDates.reduce((t, d) => t + cents(d.amount ?? 0), 0),
  };
}

/** Each line code's annual total against the rows that name it (exactly one payee per line). */
function expectEveryLinePaid(result: NannyTaxResult) {
  const { lineItems, calendar } = totals(result);
  expect(calendar).toBe(lineItems);
  for (const item of result.lineItems) {
    const rows = result.yearView.dueDates.filter((d) => d.lineCodes.includes(item.code));
    if (item.annual > 0) expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((d) => `${d.agency}|${d.form ?? ''}`)).size).toBeLessThanOrEqual(1);
  }
  for (const d of result.yearView.dueDates) expect(d.amount ?? 0).toBeGreaterThanOrEqual(0);
}

const everyCase = STATE_CODES.flatMap((state) =>
  (['gross', 'net'] as const).flatMap((type) =>
    FREQUENCIES.flatMap((payFrequency) =>
      ([2026, 2027] as const).map((taxYear) => ({ state, type, payFrequency, taxYear })),
    ),
  ),
);

describe('the payment calendar', () => {
  it.each(STATE_CODES.map((state) => [state]))(
    'adds up to the line items to the cent in %s, both pay types, every frequency, 2026 and 2027',
    (state) => {
      for (const c of everyCase.filter((e) => e.state === state)) {
        const request: NannyTaxInput = baseInput({
          taxYear: c.taxYear,
          state: c.state,
          pay: { amount: 24.37, per: 'hour', type: c.type },
          payFrequency: c.payFrequency,
          stateWithholding: true,
          federalWithholding: { filingStatus: 'single' },
        });
        expectEveryLinePaid(calculateNannyTax(request));
      }
    },
  );

  it.each([
    ['NY', 'NY-NYC'],
    ['NY', 'NY-YONKERS'],
    ['PA', 'PA-PHILADELPHIA'],
    ['PA', 'PA-EIT'],
    ['MD', 'MD-MONTGOMERY'],
    ['IN', 'IN-MARION'],
    ['OH', 'OH-MUNI'],
    ['MI', 'MI-CITY'],
    ['KY', 'KY-OCC'],
  ] as const)('adds up with %s local tax (%s), 2026 and 2027', (state, locality) => {
    for (const taxYear of [2026, 2027] as const) {
      const result = calculateNannyTax(
        baseInput({ taxYear, state, locality, localRate: 0.02, stateWithholding: true }),
      );
      expect(result.lineItems.some((l) => l.code === 'LOCAL_INCOME_TAX')).toBe(true);
      expectEveryLinePaid(result);
    }
  });

  it('adds up for any request, with or without a locality (property)', () => {
    fc.assert(
      fc.property(fc.oneof(completeInput, localityInput), (input) => {
        expectEveryLinePaid(calculateNannyTax(withDefaults(input)));
      }),
      { numRuns: 300 },
    );
  });

  it('pays New York City withholding with the NYS-45 and PFL/DBL to the carrier', () => {
    const result = calculateNannyTax(
      baseInput({
        state: 'NY',
        locality: 'NY-NYC',
        pay: { amount: 20, per: 'hour', type: 'gross' },
        stateWithholding: true,
      }),
    );
    const nys45 = result.yearView.dueDates.filter((d) => d.form === 'Form NYS-45');
    expect(nys45.map((d) => d.date)).toEqual([
      '2026-04-30',
      '2026-07-31',
      '2026-11-02',
      '2027-02-01',
    ]);
    expect(nys45[0]?.lineCodes).toEqual(
      expect.arrayContaining(['STATE_INCOME_TAX', 'LOCAL_INCOME_TAX', 'SUI']),
    );
    const carrier = result.yearView.dueDates.filter((d) => d.lineCodes.includes('NY_PFL'));
    expect(carrier).toHaveLength(4);
    expect(carrier.every((d) => d.lineCodes.includes('NY_DBL') && d.estimated)).toBe(true);
  });

  it('pays New Jersey once a year with the NJ-927-H', () => {
    const result = calculateNannyTax(baseInput({ state: 'NJ', stateWithholding: true }));
    const nj = result.yearView.dueDates.filter((d) => d.form?.includes('NJ-927-H'));
    expect(nj).toEqual([
      expect.objectContaining({ date: '2027-02-01', frequency: 'annual', period: '2026' }),
    ]);
    expect(nj[0]?.lineCodes).toEqual(expect.arrayContaining(['NJ_TDI', 'NJ_FLI', 'SUI']));
  });

  it('marks a state return whose household schedule is not known as estimated, with why', () => {
    // Every income-tax state's withholding return is now in the data: take Georgia's out.
    const returns = TAX_YEARS[2026].calendar.stateReturns;
    const withoutGeorgia = Object.fromEntries(Object.entries(returns).filter(([s]) => s !== 'GA'));
    const emptied = jest.replaceProperty(TAX_YEARS[2026].calendar, 'stateReturns', withoutGeorgia);
    let result: NannyTaxResult;
    try {
      result = calculateNannyTax(baseInput({ state: 'GA', stateWithholding: true }));
    } finally {
      emptied.restore();
    }
    const withholding = result.yearView.dueDates.filter((d) =>
      d.lineCodes.includes('STATE_INCOME_TAX'),
    );
    expect(withholding).toHaveLength(4);
    for (const d of withholding) {
      expect(d.estimated).toBe(true);
      expect(d.note).toContain('not in our data');
    }
  });
});
