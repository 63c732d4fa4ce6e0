/** @jest-environment node */
import { calculatorReducer, initCalculatorState } from '@/lib/calculator/calculatorState';
import { FIELD_LIMITS } from '@/lib/calculator/fieldLimits';
import { calculateNannyTax, payRates } from '@/lib/tax/calculate';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { type CompleteNannyTaxInput } from '@/lib/tax/contract';

describe('calculator state', () => {
  const start = initCalculatorState(DEFAULT_NANNY_TAX_INPUT);

  it('starts with the engine’s result for the initial input and no errors', () => {
    expect(start.result).toEqual(calculateNannyTax(DEFAULT_NANNY_TAX_INPUT));
    expect(start.errors).toEqual({});
    expect(start.rates).toBeNull();
    expect(start.form.amount).toBe('25');
  });

  it('recalculates on every valid edit', () => {
    const next = calculatorReducer(start, { amount: '30', state: 'CA' });
    expect(next.input).toMatchObject({ state: 'CA', pay: { amount: 30 } });
    expect(next.result).toEqual(calculateNannyTax(next.input));
  });

  it('keeps the last valid result while a field is invalid, and shows why', () => {
    const typed = calculatorReducer(start, { amount: '30' });
    const emptied = calculatorReducer(typed, { amount: '' });
    expect(emptied.form.amount).toBe('');
    expect(emptied.errors).toEqual({ amount: FIELD_LIMITS.amount.message });
    expect(emptied.input).toBe(typed.input);
    expect(emptied.result).toBe(typed.result);
    const fixed = calculatorReducer(emptied, { amount: '31' });
    expect(fixed.errors).toEqual({});
    expect(fixed.input.pay.amount).toBe(31);
  });

  it('solves the gross rate when the amount is take-home pay', () => {
    const net = calculatorReducer(start, { type: 'net', amount: '22', hoursPerWeek: '45' });
    expect(net.rates).toEqual(payRates(net.input));
    expect(net.rates?.netPerUnit).toBe(22);
    expect(net.rates?.grossPerUnit).toBeGreaterThan(22);
  });

  it('falls back to the default example when the initial input cannot be computed', () => {
    const broken = { ...DEFAULT_NANNY_TAX_INPUT, hoursPerWeek: 0 } as CompleteNannyTaxInput;
    expect(initCalculatorState(broken).input).toEqual(DEFAULT_NANNY_TAX_INPUT);
  });
});
