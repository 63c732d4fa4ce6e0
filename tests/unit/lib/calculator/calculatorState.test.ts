/** @jest-environment node */
import { type Calculation } from '@/lib/calculator/calculation';
import { calculate, calculateOrDefault, checkForm } from '@/lib/calculator/calculatorEngine';
import { type CalculatorFormValues, type FieldErrors } from '@/lib/calculator/calculatorForm';
import {
  calculatorReducer,
  initCalculatorState,
  resultsStatus,
  type CalculatorState,
} from '@/lib/calculator/calculatorState';
import { FIELD_LIMITS } from '@/lib/calculator/fieldLimits';
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { type ShareCalculation } from '@/lib/calculator/share/shareCalculation';
import {
  calculateShare,
  calculateShareOrDefault,
  checkForm as checkShareForm,
} from '@/lib/calculator/share/shareEngine';
import { familyFieldKey, type ShareFieldErrors } from '@/lib/calculator/share/shareForm';
import { calculateNannyTax, payRates } from '@/lib/tax/calculate';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { calculateNannyShare } from '@/lib/tax/share/calculateShare';

type SingleState = CalculatorState<Calculation, FieldErrors>;
type ShareState = CalculatorState<ShareCalculation, ShareFieldErrors>;

const start: SingleState = initCalculatorState(calculate(DEFAULT_NANNY_TAX_INPUT));

const edit = (state: SingleState, change: Partial<CalculatorFormValues>) =>
  calculatorReducer(state, { type: 'edit', change });

/** The engine's check of the form on screen, as the hook dispatches it once the engine is here. */
function check(state: SingleState): SingleState {
  const { form } = state;
  return calculatorReducer(state, {
    type: 'checked',
    form,
    ...checkForm(form, state.calculation.input.taxYear),
  });
}

const editAndCheck = (state: SingleState, change: Partial<CalculatorFormValues>) =>
  check(edit(state, change));

describe('calculator state (the nanny tax calculator)', () => {
  it('starts from the server’s calculation, its form filled in, current and without errors', () => {
    expect(start.calculation.result).toEqual(calculateNannyTax(DEFAULT_NANNY_TAX_INPUT));
    expect(start.calculation.rates).toBeNull();
    expect(start.errors).toEqual({});
    expect(start.form.amount).toBe('25');
    expect(resultsStatus(start)).toBe('current');
  });

  it('keeps an edit and waits for the engine, keeping the last result meanwhile', () => {
    const edited = edit(start, { amount: '30', state: 'CA' });
    expect(edited.form).toMatchObject({ amount: '30', state: 'CA' });
    expect(edited.calculation).toBe(start.calculation);
    expect(resultsStatus(edited)).toBe('updating');
  });

  it('shows the engine’s answer for the form on screen', () => {
    const next = editAndCheck(start, { amount: '30', state: 'CA' });
    expect(next.calculation.input).toMatchObject({ state: 'CA', pay: { amount: 30 } });
    expect(next.calculation.result).toEqual(calculateNannyTax(next.calculation.input));
    expect(next.calculation.search).toContain('state=CA');
    expect(next.checkedForm).toBe(next.form);
    expect(resultsStatus(next)).toBe('current');
  });

  it('drops an answer for a form a newer edit has replaced', () => {
    const first = edit(start, { amount: '30' });
    const second = edit(first, { amount: '31' });
    const stale = calculatorReducer(second, {
      type: 'checked',
      form: first.form,
      ...checkForm(first.form, 2026),
    });
    expect(stale).toBe(second);
    expect(resultsStatus(stale)).toBe('updating');
  });

  it('keeps the last result when the engine refuses the input', () => {
    const edited = edit(start, { amount: '30' });
    const refused = calculatorReducer(edited, {
      type: 'checked',
      form: edited.form,
      errors: {},
      calculation: null,
    });
    expect(refused.calculation).toBe(start.calculation);
    expect(resultsStatus(refused)).toBe('current');
  });

  it('keeps the last valid result while a field is invalid, and shows why', () => {
    const typed = editAndCheck(start, { amount: '30' });
    const emptied = editAndCheck(typed, { amount: '' });
    expect(emptied.form.amount).toBe('');
    expect(emptied.errors).toEqual({ amount: FIELD_LIMITS.amount.message });
    expect(emptied.calculation).toBe(typed.calculation);
    expect(resultsStatus(emptied)).toBe('invalid');
    const fixed = editAndCheck(emptied, { amount: '31' });
    expect(fixed.errors).toEqual({});
    expect(fixed.calculation.input.pay.amount).toBe(31);
  });

  it('says the engine failed for the form on screen, and a later edit waits again', () => {
    const edited = edit(start, { amount: '30' });
    const failed = calculatorReducer(edited, { type: 'engineFailed', form: edited.form });
    expect(resultsStatus(failed)).toBe('engineFailed');
    expect(failed.form.amount).toBe('30');
    expect(failed.calculation).toBe(start.calculation);
    const retried = edit(failed, { amount: '32' });
    expect(resultsStatus(retried)).toBe('updating');
    expect(check(retried).calculation.input.pay.amount).toBe(32);
  });

  it('ignores a load failure for a form that is no longer on screen', () => {
    const first = edit(start, { amount: '30' });
    const second = edit(first, { amount: '31' });
    expect(calculatorReducer(second, { type: 'engineFailed', form: first.form })).toBe(second);
  });

  it('a failed chunk for an invalid edit says so; the engine’s check then shows the field error', () => {
    const early = edit(start, { amount: 'abc' });
    expect(resultsStatus(early)).toBe('updating');
    const failed = calculatorReducer(early, { type: 'engineFailed', form: early.form });
    expect(resultsStatus(failed)).toBe('engineFailed');
    const checked = check(edit(failed, { amount: 'abcd' }));
    expect(checked.errors.amount).toBeDefined();
    expect(resultsStatus(checked)).toBe('invalid');
  });

  it('solves the gross rate when the amount is take-home pay', () => {
    const net = editAndCheck(start, { type: 'net', amount: '22', hoursPerWeek: '45' });
    expect(net.calculation.rates).toEqual(payRates(net.calculation.input));
    expect(net.calculation.rates?.netPerUnit).toBe(22);
    expect(net.calculation.rates?.grossPerUnit).toBeGreaterThan(22);
  });

  it('falls back to the default example when the initial input cannot be computed', () => {
    const broken = { ...DEFAULT_NANNY_TAX_INPUT, hoursPerWeek: 0 };
    expect(calculateOrDefault(broken).input).toEqual(DEFAULT_NANNY_TAX_INPUT);
  });
});

describe('calculator state (the nanny share calculator, on the same machine)', () => {
  const shareStart: ShareState = initCalculatorState(calculateShare(DEFAULT_SHARE_INPUT));
  const checkShare = (state: ShareState): ShareState =>
    calculatorReducer(state, {
      type: 'checked',
      form: state.form,
      ...checkShareForm(state.form, state.calculation.input.taxYear),
    });

  it('starts from the server’s share, current and without errors', () => {
    expect(shareStart.calculation.result).toEqual(calculateNannyShare(DEFAULT_SHARE_INPUT));
    expect(shareStart.form).toBe(shareStart.calculation.form);
    expect(resultsStatus(shareStart)).toBe('current');
  });

  it('recalculates an edit once the engine has checked it', () => {
    const edited = calculatorReducer(shareStart, { type: 'edit', change: { sharedRate: '32' } });
    expect(resultsStatus(edited)).toBe('updating');
    expect(edited.calculation).toBe(shareStart.calculation);
    const checked = checkShare(edited);
    expect(checked.calculation.input.sharedRate).toBe(32);
    expect(checked.calculation.search).toContain('rate=32');
    expect(resultsStatus(checked)).toBe('current');
  });

  it('shows the cross-field rule’s error in the form’s words and keeps the last result', () => {
    const families = shareStart.form.families.map((f, i) =>
      i === 0 ? { ...f, sharePercent: '70' } : f,
    );
    const checked = checkShare(
      calculatorReducer(shareStart, { type: 'edit', change: { families } }),
    );
    expect(checked.errors.shares).toMatch(/add up to 100%; they add up to 120%/);
    expect(checked.errors[familyFieldKey(0, 'sharePercent')]).toBeUndefined();
    expect(checked.calculation).toBe(shareStart.calculation);
    expect(resultsStatus(checked)).toBe('invalid');
  });

  it('says the engine failed, and drops an answer for a replaced form', () => {
    const first = calculatorReducer(shareStart, { type: 'edit', change: { sharedHours: '30' } });
    const second = calculatorReducer(first, { type: 'edit', change: { sharedHours: '31' } });
    expect(calculatorReducer(second, { type: 'engineFailed', form: first.form })).toBe(second);
    const stale = calculatorReducer(second, {
      type: 'checked',
      form: first.form,
      ...checkShareForm(first.form, 2026),
    });
    expect(stale).toBe(second);
    const failed = calculatorReducer(second, { type: 'engineFailed', form: second.form });
    expect(resultsStatus(failed)).toBe('engineFailed');
    expect(resultsStatus(calculatorReducer(failed, { type: 'edit', change: {} }))).toBe('updating');
  });

  it('falls back to the example when the initial share cannot be computed', () => {
    const broken = { ...DEFAULT_SHARE_INPUT, sharedHoursPerWeek: 0 };
    expect(calculateShareOrDefault(broken).input).toEqual(DEFAULT_SHARE_INPUT);
  });
});
