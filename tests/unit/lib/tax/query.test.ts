/** @jest-environment node */
import fc from 'fast-check';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { fromQuery, toQuery } from '@/lib/tax/query';
import { STATE_CODES } from '@/lib/tax/states';

describe('fromQuery', () => {
  it('reads the compact parameters', () => {
    const input = fromQuery(
      new URLSearchParams(
        'state=ny&amount=22.5&per=hour&type=net&hours=45&weeks=50&frequency=biweekly&liveIn=1&erFica=true&employees=2&w4=married&w4Step2=1&w4Credit=2000&w4Other=100&w4Deduct=50&w4Extra=5&sit=1&sui=0.031&fam=single&agi=90000&kids=2&fsa=3000',
      ),
    );
    expect(input).toEqual({
      taxYear: 2026,
      state: 'NY',
      pay: { amount: 22.5, per: 'hour', type: 'net' },
      hoursPerWeek: 45,
      weeksPerYear: 50,
      payFrequency: 'biweekly',
      liveIn: true,
      employerPaysEmployeeFica: true,
      householdEmployees: 2,
      federalWithholding: {
        filingStatus: 'married',
        multipleJobs: true,
        dependentsCredit: 2000,
        otherIncome: 100,
        deductions: 50,
        extraWithholding: 5,
      },
      stateWithholding: true,
      suiRate: 0.031,
      family: { filingStatus: 'single', agi: 90000, childrenUnder13: 2, dependentCareFsa: 3000 },
    });
  });

  it('falls back to defaults for missing and invalid values, without throwing', () => {
    expect(fromQuery({})).toEqual(DEFAULT_NANNY_TAX_INPUT);
    expect(
      fromQuery({
        state: 'ZZ',
        amount: '-3',
        per: 'day',
        hours: 'lots',
        weeks: '60',
        frequency: '',
        liveIn: 'maybe',
        sui: '5',
        year: '1990',
        w4: 'nope',
      }),
    ).toEqual(DEFAULT_NANNY_TAX_INPUT);
  });

  it('takes the first of repeated parameters (Next router query arrays)', () => {
    expect(fromQuery({ state: ['CA', 'NY'] }).state).toBe('CA');
  });

  it('never throws on arbitrary parameters', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'state',
            'amount',
            'per',
            'hours',
            'weeks',
            'w4',
            'fam',
            'agi',
            'sui',
            'x',
          ),
          fc.string(),
        ),
        (params) => {
          expect(() => fromQuery(params)).not.toThrow();
        },
      ),
    );
  });
});

describe('toQuery', () => {
  it('writes required fields and only non-default optional ones', () => {
    expect(
      toQuery({
        taxYear: 2026,
        state: 'TX',
        pay: { amount: 25, per: 'hour', type: 'gross' },
        hoursPerWeek: 40,
        payFrequency: 'weekly',
      }),
    ).toEqual({
      year: '2026',
      state: 'TX',
      amount: '25',
      per: 'hour',
      type: 'gross',
      hours: '40',
      frequency: 'weekly',
    });
  });

  it('round-trips through fromQuery (property)', () => {
    const money = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);
    const status = fc.constantFrom('single', 'married', 'head_of_household' as const);
    const input: fc.Arbitrary<CompleteNannyTaxInput> = fc.record({
      taxYear: fc.constant(2026 as const),
      state: fc.constantFrom(...STATE_CODES),
      pay: fc.record({
        amount: fc.integer({ min: 1, max: 100_000_000 }).map((c) => c / 100),
        per: fc.constantFrom('hour', 'week', 'month', 'year' as const),
        type: fc.constantFrom('gross', 'net' as const),
      }),
      hoursPerWeek: fc.integer({ min: 2, max: 336 }).map((h) => h / 2),
      weeksPerYear: fc.integer({ min: 1, max: 52 }),
      payFrequency: fc.constantFrom('weekly', 'biweekly', 'semimonthly', 'monthly' as const),
      liveIn: fc.boolean(),
      employerPaysEmployeeFica: fc.boolean(),
      householdEmployees: fc.integer({ min: 1, max: 50 }),
      federalWithholding: fc.option(
        fc.record({
          filingStatus: status,
          multipleJobs: fc.boolean(),
          dependentsCredit: money,
          otherIncome: money,
          deductions: money,
          extraWithholding: money,
        }),
        { nil: null },
      ),
      stateWithholding: fc.boolean(),
      suiRate: fc.option(
        fc.integer({ min: 0, max: 2000 }).map((r) => r / 10_000),
        { nil: null },
      ),
      family: fc.option(
        fc.record({
          filingStatus: status,
          agi: money,
          childrenUnder13: fc.integer({ min: 0, max: 20 }),
          dependentCareFsa: money,
        }),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(input, (x) => {
        expect(fromQuery(new URLSearchParams(toQuery(x)))).toEqual(x);
      }),
    );
  });
});
