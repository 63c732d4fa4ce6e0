/** @jest-environment node */
import fc from 'fast-check';
import { formFromInput, type CalculatorFormValues } from '@/lib/calculator/calculatorForm';
import { FIELD_LIMITS } from '@/lib/calculator/fieldLimits';
import { parseCalculatorForm } from '@/lib/calculator/parseCalculatorForm';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { completeInput } from '../../../support/nannyTaxInputArbitrary';

const defaults = formFromInput(DEFAULT_NANNY_TAX_INPUT);
const parse = (change: Partial<CalculatorFormValues>) =>
  parseCalculatorForm({ ...defaults, ...change }, 2026);

// Savings switched on with the one required family figure filled in.
const FAMILY = { familySavings: true, familyAgi: '50000' };

describe('formFromInput', () => {
  it('shows the default example with empty optional fields', () => {
    expect(defaults).toMatchObject({
      state: 'TX',
      amount: '25',
      per: 'hour',
      type: 'gross',
      hoursPerWeek: '40',
      payFrequency: 'weekly',
      liveIn: false,
      weeksPerYear: '52',
      householdEmployees: '1',
      suiRatePercent: '',
      federalWithholding: false,
      familySavings: false,
      w4DependentsCredit: '',
      childrenUnder13: '1',
    });
  });

  it('shows an assigned unemployment rate as a percent', () => {
    expect(formFromInput({ ...DEFAULT_NANNY_TAX_INPUT, suiRate: 0.027 }).suiRatePercent).toBe(
      '2.7',
    );
  });
});

describe('parseCalculatorForm', () => {
  it('gives back the input a form was made from, for any input (property)', () => {
    fc.assert(
      fc.property(completeInput, (input) => {
        expect(parseCalculatorForm(formFromInput(input), 2026)).toEqual({ ok: true, input });
      }),
    );
  });

  it('takes the tax year from the paycheck date, and says when the date cannot be used', () => {
    const dated = parse({ payDate: '2027-01-04' });
    expect(dated.ok && [dated.input.taxYear, dated.input.payDate]).toEqual([2027, '2027-01-04']);
    for (const payDate of ['2028-01-03', '2026-13-01', 'soon']) {
      expect(parse({ payDate })).toEqual({
        ok: false,
        errors: { payDate: 'Enter a paycheck date in 2026 or 2027.' },
      });
    }
    // A form made from an input without a date keeps that input's year.
    const undated = parse({ payDate: '' });
    expect(undated.ok && [undated.input.taxYear, undated.input.payDate]).toEqual([2026, undefined]);
  });

  it('reads typed text the way people write numbers', () => {
    const parsed = parse({ amount: '$1,200', per: 'week', hoursPerWeek: ' 45 ' });
    expect(parsed.ok && parsed.input.pay).toEqual({ amount: 1200, per: 'week', type: 'gross' });
    expect(parsed.ok && parsed.input.hoursPerWeek).toBe(45);
  });

  it('turns the percent into the engine’s fraction and an empty rate into null', () => {
    const typed = parse({ suiRatePercent: '2.7' });
    expect(typed.ok && typed.input.suiRate).toBe(0.027);
    const empty = parse({ suiRatePercent: ' ' });
    expect(empty.ok && empty.input.suiRate).toBeNull();
  });

  it('reads the W-4 and family fields only when they are switched on', () => {
    const off = parse({ w4OtherIncome: 'junk', familyAgi: 'junk' });
    expect(off).toEqual({ ok: true, input: DEFAULT_NANNY_TAX_INPUT });
    const on = parse({
      federalWithholding: true,
      w4FilingStatus: 'married',
      w4OtherIncome: '1000',
      familySavings: true,
      familyFilingStatus: 'head_of_household',
      familyAgi: '90,000',
      childrenUnder13: '2',
    });
    expect(on.ok && on.input.federalWithholding).toEqual({
      filingStatus: 'married',
      multipleJobs: false,
      dependentsCredit: 0,
      otherIncome: 1000,
      deductions: 0,
      extraWithholding: 0,
    });
    expect(on.ok && on.input.family).toEqual({
      filingStatus: 'head_of_household',
      agi: 90000,
      childrenUnder13: 2,
      dependentCareFsa: 0,
    });
  });

  it('reads the state form only with state withholding on; empty means the state default', () => {
    expect(parse({ stateAllowances: 'junk' })).toEqual({
      ok: true,
      input: DEFAULT_NANNY_TAX_INPUT,
    });
    const defaults = parse({ stateWithholding: true });
    expect(defaults.ok && defaults.input.stateWithholding).toEqual({
      filingStatus: null,
      allowances: null,
      additionalWithholding: 0,
    });
    const filled = parse({
      stateWithholding: true,
      stateFilingStatus: 'married',
      stateAllowances: '2',
      stateExtraWithholding: '10',
    });
    expect(filled.ok && filled.input.stateWithholding).toEqual({
      filingStatus: 'married',
      allowances: 2,
      additionalWithholding: 10,
    });
  });

  it.each<[keyof typeof FIELD_LIMITS, string, Partial<CalculatorFormValues>]>([
    ['amount', '', {}],
    ['amount', '0', {}],
    ['amount', '1000000.01', {}],
    ['amount', 'abc', {}],
    ['hoursPerWeek', '0', {}],
    ['hoursPerWeek', '', {}],
    ['hoursPerWeek', '168.5', {}],
    ['weeksPerYear', '52.5', {}],
    ['weeksPerYear', '0', {}],
    ['householdEmployees', '51', {}],
    ['householdEmployees', '1.5', {}],
    ['suiRatePercent', '20.1', {}],
    ['suiRatePercent', '-1', {}],
    ['w4ExtraWithholding', '1000001', { federalWithholding: true }],
    ['w4Deductions', 'x', { federalWithholding: true }],
    ['stateAllowances', '1.5', { stateWithholding: true }],
    ['stateAllowances', '100', { stateWithholding: true }],
    ['stateExtraWithholding', '-1', { stateWithholding: true }],
    ['familyAgi', '', { familySavings: true }],
    ['childrenUnder13', '21', FAMILY],
    ['childrenUnder13', '', FAMILY],
    ['dependentCareFsa', '100000001', FAMILY],
  ])('rejects %s = %p with its message', (field, text, context) => {
    expect(parse({ ...context, [field]: text })).toEqual({
      ok: false,
      errors: { [field]: FIELD_LIMITS[field].message },
    });
  });

  it('names every invalid field at once', () => {
    const parsed = parse({ amount: '', hoursPerWeek: '0' });
    expect(parsed.ok ? [] : Object.keys(parsed.errors)).toEqual(['amount', 'hoursPerWeek']);
  });
});
