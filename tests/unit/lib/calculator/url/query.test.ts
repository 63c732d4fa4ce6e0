/** @jest-environment node */
import fc from 'fast-check';
import { completeInput } from '../../../../support/nannyTaxInputArbitrary';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { fromQuery, toQuery } from '@/lib/calculator/url/query';

describe('fromQuery', () => {
  it('reads the compact parameters', () => {
    const input = fromQuery(
      new URLSearchParams(
        'state=ny&amount=22.5&per=hour&type=net&hours=45&weeks=50&frequency=biweekly&liveIn=1&erFica=true&employees=2&w4=married&w4Step2=1&w4Credit=2000&w4Other=100&w4Deduct=50&w4Extra=5&sit=1&sitStatus=single&sitAllow=2&sitExtra=7.5&sui=0.031&fam=single&agi=90000&kids=2&fsa=3000&days=6&attendant=0&rel=parent&parentEx=1&loc=ny-yonkers&res=0',
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
      stateWithholding: { filingStatus: 'single', allowances: 2, additionalWithholding: 7.5 },
      suiRate: 0.031,
      family: { filingStatus: 'single', agi: 90000, childrenUnder13: 2, dependentCareFsa: 3000 },
      daysPerWeek: 6,
      personalAttendant: false,
      employeeRelationship: 'parent',
      parentException: true,
      locality: 'NY-YONKERS',
      livesInLocality: false,
      residence: null,
      localRate: null,
    });
  });

  it('reads sit=1 alone as the state defaults and ignores bad certificate fields', () => {
    expect(fromQuery({ sit: '1', sitStatus: 'joint', sitAllow: '-1' }).stateWithholding).toEqual({
      filingStatus: null,
      allowances: null,
      additionalWithholding: 0,
    });
    expect(fromQuery({ sit: '0', sitAllow: '3' }).stateWithholding).toBe(false);
  });

  it('settles the paycheck date: the date’s, else today in the year asked for, else its nearest end', () => {
    const read = (query: Record<string, string>) => {
      const { taxYear, payDate } = fromQuery(query, DEFAULT_NANNY_TAX_INPUT, '2026-11-30');
      return { taxYear, payDate };
    };
    expect(read({ date: '2027-02-01' })).toEqual({ taxYear: 2027, payDate: '2027-02-01' });
    // A date names its year: an old link's `year` beside it is not read.
    expect(read({ date: '2027-02-01', year: '2026' })).toEqual({
      taxYear: 2027,
      payDate: '2027-02-01',
    });
    expect(read({})).toEqual({ taxYear: 2026, payDate: '2026-11-30' });
    expect(read({ year: '2027' })).toEqual({ taxYear: 2027, payDate: '2027-01-01' });
    for (const bad of ['2026-02-30', '2025-12-31', '2028-01-01', '30/09/2026', 'today']) {
      expect(read({ date: bad })).toEqual({ taxYear: 2026, payDate: '2026-11-30' });
    }
    // Read in the browser, without a clock: the year alone.
    expect(fromQuery({ year: '2027' }).payDate).toBeUndefined();
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
    fc.assert(
      fc.property(completeInput, (x) => {
        expect(fromQuery(new URLSearchParams(toQuery(x)))).toEqual(x);
      }),
    );
  });
});
