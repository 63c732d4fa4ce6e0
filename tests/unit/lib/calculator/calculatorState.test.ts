/** @jest-environment node */
import { calculate, calculateOrDefault } from '@/lib/calculator/calculatorEngine';
import {
  calculatorReducer,
  initCalculatorState,
  resultsStatus,
  type CalculatorState,
} from '@/lib/calculator/calculatorState';
import { FIELD_LIMITS } from '@/lib/calculator/fieldLimits';
import { calculateNannyTax, payRates } from '@/lib/tax/calculate';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { type CalculatorFormValues } from '@/lib/calculator/calculatorForm';
import { parseCalculatorForm } from '@/lib/calculator/parseCalculatorForm';

const start = initCalculatorState(calculate(DEFAULT_NANNY_TAX_INPUT));

const edit = (state: CalculatorState, change: Partial<CalculatorFormValues>) =>
  calculatorReducer(state, { type: 'edit', change, parse: parseCalculatorForm });

/** An edit followed by the engine's answer for it, as the hook does once the engine is there. */
function editAndCalculate(state: CalculatorState, change: Partial<CalculatorFormValues>) {
  const edited = edit(state, change);
  if (edited.pending === null) return edited;
  const { pending } = edited;
  return calculatorReducer(edited, {
    type: 'calculated',
    input: pending,
    calculation: calculate(pending),
  });
}

describe('calculator state', () => {
  it('starts from the server’s calculation, its form filled in, current and without errors', () => {
    expect(start.calculation.result).toEqual(calculateNannyTax(DEFAULT_NANNY_TAX_INPUT));
    expect(start.calculation.rates).toBeNull();
    expect(start.errors).toEqual({});
    expect(start.form.amount).toBe('25');
    expect(resultsStatus(start)).toBe('current');
  });

  it('parses an edit at once and waits for the engine, keeping the last result meanwhile', () => {
    const edited = edit(start, { amount: '30', state: 'CA' });
    expect(edited.form).toMatchObject({ amount: '30', state: 'CA' });
    expect(edited.pending).toMatchObject({ state: 'CA', pay: { amount: 30 } });
    expect(edited.calculation).toBe(start.calculation);
    expect(resultsStatus(edited)).toBe('updating');
  });

  it('shows the engine’s answer for the waiting input', () => {
    const next = editAndCalculate(start, { amount: '30', state: 'CA' });
    expect(next.calculation.input).toMatchObject({ state: 'CA', pay: { amount: 30 } });
    expect(next.calculation.result).toEqual(calculateNannyTax(next.calculation.input));
    expect(next.calculation.search).toContain('state=CA');
    expect(next.pending).toBeNull();
    expect(resultsStatus(next)).toBe('current');
  });

  it('drops an answer for an input a newer edit has replaced', () => {
    const first = edit(start, { amount: '30' });
    const second = edit(first, { amount: '31' });
    const stale = calculatorReducer(second, {
      type: 'calculated',
      input: first.pending!,
      calculation: calculate(first.pending!),
    });
    expect(stale).toBe(second);
    expect(resultsStatus(stale)).toBe('updating');
  });

  it('keeps the last result when the engine refuses the input', () => {
    const edited = edit(start, { amount: '30' });
    const refused = calculatorReducer(edited, {
      type: 'calculated',
      input: edited.pending!,
      calculation: null,
    });
    expect(refused.calculation).toBe(start.calculation);
    expect(resultsStatus(refused)).toBe('current');
  });

  it('keeps the last valid result while a field is invalid, and shows why', () => {
    const typed = editAndCalculate(start, { amount: '30' });
    const emptied = edit(typed, { amount: '' });
    expect(emptied.form.amount).toBe('');
    expect(emptied.errors).toEqual({ amount: FIELD_LIMITS.amount.message });
    expect(emptied.pending).toBeNull();
    expect(emptied.calculation).toBe(typed.calculation);
    expect(resultsStatus(emptied)).toBe('invalid');
    const fixed = editAndCalculate(emptied, { amount: '31' });
    expect(fixed.errors).toEqual({});
    expect(fixed.calculation.input.pay.amount).toBe(31);
  });

  it('says the engine failed for the waiting input, and a later edit waits again', () => {
    const edited = edit(start, { amount: '30' });
    const failed = calculatorReducer(edited, { type: 'engineFailed', input: edited.pending! });
    expect(resultsStatus(failed)).toBe('engineFailed');
    expect(failed.form.amount).toBe('30');
    expect(failed.calculation).toBe(start.calculation);
    const retried = edit(failed, { amount: '32' });
    expect(resultsStatus(retried)).toBe('updating');
    expect(retried.pending?.pay.amount).toBe(32);
  });

  it('ignores a load failure for an input that is no longer waiting', () => {
    const first = edit(start, { amount: '30' });
    const second = edit(first, { amount: '31' });
    expect(calculatorReducer(second, { type: 'engineFailed', input: first.pending! })).toBe(second);
  });

  it('solves the gross rate when the amount is take-home pay', () => {
    const net = editAndCalculate(start, { type: 'net', amount: '22', hoursPerWeek: '45' });
    expect(net.calculation.rates).toEqual(payRates(net.calculation.input));
    expect(net.calculation.rates?.netPerUnit).toBe(22);
    expect(net.calculation.rates?.grossPerUnit).toBeGreaterThan(22);
  });

  it('falls back to the default example when the initial input cannot be computed', () => {
    const broken = { ...DEFAULT_NANNY_TAX_INPUT, hoursPerWeek: 0 } as CompleteNannyTaxInput;
    expect(calculateOrDefault(broken).input).toEqual(DEFAULT_NANNY_TAX_INPUT);
  });
});

describe('edits before the parser (engine chunk) has arrived', () => {
  const early = (state: CalculatorState, change: Partial<CalculatorFormValues>) =>
    calculatorReducer(state, { type: 'edit', change, parse: null });

  it('keeps the edit, marks it unchecked and the results as updating', () => {
    const state = early(start, { amount: '30' });
    expect(state.form.amount).toBe('30');
    expect(state.unparsed).toBe(true);
    expect(state.pending).toBeNull();
    expect(resultsStatus(state)).toBe('updating');
  });

  it('checks the waiting form when the parser arrives: a valid one waits for the engine', () => {
    const state = calculatorReducer(early(start, { amount: '30' }), {
      type: 'parser',
      parse: parseCalculatorForm,
    });
    expect(state.unparsed).toBe(false);
    expect(state.pending?.pay.amount).toBe(30);
  });

  it('checks the waiting form when the parser arrives: an invalid one shows its field error', () => {
    const state = calculatorReducer(early(start, { amount: 'abc' }), {
      type: 'parser',
      parse: parseCalculatorForm,
    });
    expect(state.errors.amount).toBeDefined();
    expect(resultsStatus(state)).toBe('invalid');
  });

  it('a failed chunk says so, and the next edit asks again', () => {
    const failed = calculatorReducer(early(start, { amount: '30' }), {
      type: 'engineFailed',
      input: null,
    });
    expect(resultsStatus(failed)).toBe('engineFailed');
    expect(failed.unparsed).toBe(false);
    expect(early(failed, { amount: '31' }).unparsed).toBe(true);
  });

  it('ignores a parser that arrives with nothing waiting', () => {
    expect(calculatorReducer(start, { type: 'parser', parse: parseCalculatorForm })).toBe(start);
  });
});
