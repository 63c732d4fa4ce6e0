/** @jest-environment node */
import { calculate } from '@/lib/calculator/calculatorEngine';
import { offerSheet } from '@/lib/calculator/offer/offerSheet';
import { offerFromQuery, timeOffFromQuery } from '@/lib/calculator/offer/offerPageProps.server';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';

const SALARY: CompleteNannyTaxInput = {
  ...DEFAULT_NANNY_TAX_INPUT,
  pay: { amount: 900, per: 'week', type: 'gross' },
  hoursPerWeek: 45,
};

const NO_TIME_OFF = { ptoDays: null, sickHours: null };
const TODAY = '2026-11-26';

describe('offerSheet', () => {
  it('states the rates a weekly salary implies, the schedule and the pay per paycheck (TX)', () => {
    const offer = offerSheet(calculate(SALARY), NO_TIME_OFF, TODAY);
    expect(offer.pay).toEqual([
      { label: 'Regular hourly rate (gross)', value: '$18.95 an hour' },
      { label: 'Overtime rate (1.5×)', value: '$28.42 an hour' },
      { label: 'Guaranteed hours', value: '45 hours a week over 5 days' },
      { label: 'Weeks a year', value: '52' },
      { label: 'Pay frequency', value: 'Weekly' },
      { label: 'Gross pay, per weekly paycheck', value: '$900.00' },
    ]);
    expect(offer.withholding.map((l) => l.label)).toEqual([
      'Social Security, employee share',
      'Medicare, employee share',
      'Estimated take-home pay',
    ]);
    expect(offer.sickLeave).toEqual({ kind: 'none' });
    expect(offer.preparedOn).toBe('November 26, 2026');
  });

  it('adds the double-time rate and California’s sick-time law', () => {
    const offer = offerSheet(
      calculate({ ...SALARY, state: 'CA', personalAttendant: false }),
      {
        ptoDays: 10,
        sickHours: 40,
      },
      TODAY,
    );
    expect(offer.pay.map((l) => l.label)).toContain('Double-time rate (2×)');
    expect(offer.sickLeave.kind).toBe('mandate');
    expect(offer.timeOff).toEqual({ ptoDays: 10, sickHours: 40 });
  });

  it('says nothing is withheld under every threshold', () => {
    const small = {
      ...DEFAULT_NANNY_TAX_INPUT,
      pay: { amount: 15, per: 'hour' as const, type: 'gross' as const },
      hoursPerWeek: 3,
    };
    expect(offerSheet(calculate(small), NO_TIME_OFF, TODAY).withholding[0]).toEqual({
      label: 'Taxes withheld',
      value: 'None at these wages',
    });
  });
});

describe('timeOffFromQuery', () => {
  it.each([
    [
      { pto: '10', sick: '40' },
      { ptoDays: 10, sickHours: 40 },
    ],
    [
      { pto: '', sick: 'x' },
      { ptoDays: null, sickHours: null },
    ],
    [
      { pto: '-1', sick: '999' },
      { ptoDays: null, sickHours: null },
    ],
    [{}, { ptoDays: null, sickHours: null }],
  ])('reads %p as %p', (query, expected) => {
    expect(timeOffFromQuery(query)).toEqual(expected);
  });
});

describe('offerSheet wage warnings', () => {
  it('warns when the rate is under California’s minimum wage, and not above it', () => {
    const low = {
      ...DEFAULT_NANNY_TAX_INPUT,
      state: 'CA' as const,
      pay: { amount: 12, per: 'hour' as const, type: 'gross' as const },
    };
    expect(offerSheet(calculate(low), NO_TIME_OFF, TODAY).wageWarnings).toEqual([
      expect.stringContaining('below California'),
    ]);
    expect(offerSheet(calculate(SALARY), NO_TIME_OFF, TODAY).wageWarnings).toEqual([]);
  });
});

describe('offerFromQuery', () => {
  it.each([
    [{}],
    [{ pto: '10' }],
    [{ amount: '900' }],
    [{ state: 'CA' }],
    [{ state: 'ZZ', amount: '900' }],
    [{ state: 'CA', amount: 'lots' }],
  ])('asks rather than inventing an offer for %p', (query) => {
    expect(offerFromQuery(query, TODAY)).toBeNull();
  });

  it('writes the offer the link names, with its time off', () => {
    const offer = offerFromQuery({ state: 'CA', amount: '900', per: 'week', sick: '24' }, TODAY);
    expect(offer?.stateName).toBe('California');
    expect(offer?.timeOff).toEqual({ ptoDays: null, sickHours: 24 });
  });
});
