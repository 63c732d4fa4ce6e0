/** @jest-environment node */
import { formFromInput, type CalculatorFormValues } from '@/lib/calculator/calculatorForm';
import { fieldErrorsIn } from '@/lib/calculator/fieldErrorText';
import { FIELD_LIMITS } from '@/lib/calculator/fieldLimits';
import { parseCalculatorForm } from '@/lib/calculator/parseCalculatorForm';
import { CALCULATOR_EN } from '@/lib/calculator/text/calculatorText.en';
import { CALCULATOR_ES } from '@/lib/calculator/text/calculatorText.es';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';

const defaults = formFromInput(DEFAULT_NANNY_TAX_INPUT);
// Every optional group on, so every typed field is checked.
const ALL_ON: Partial<CalculatorFormValues> = {
  federalWithholding: true,
  stateWithholding: true,
  familySavings: true,
  state: 'NY',
};

/** The form with every typed field set to a text, and its parser's errors. */
function allInvalid(text: string) {
  const form = { ...defaults, ...ALL_ON };
  for (const key of Object.keys(FIELD_LIMITS) as Array<keyof typeof FIELD_LIMITS>) form[key] = text;
  const withDate = { ...form, payDate: '1999-01-01' };
  const parsed = parseCalculatorForm(withDate, 2026);
  if (parsed.ok) throw new Error('expected errors');
  return { form: withDate, errors: parsed.errors };
}

describe('fieldErrorsIn', () => {
  it.each(['-5', '20,50', 'abc', '99999999'])(
    'gives back the parser’s own messages with the English words (typed %s)',
    (text) => {
      const { form, errors } = allInvalid(text);
      expect(Object.keys(errors).length).toBeGreaterThan(10);
      expect(fieldErrorsIn(errors, form, CALCULATOR_EN.errors)).toEqual(errors);
    },
  );

  it('says the same errors in Spanish, each in its field’s words', () => {
    const { form, errors } = allInvalid('-5');
    const spanish = fieldErrorsIn(errors, form, CALCULATOR_ES.errors);
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(errors).sort());
    expect(spanish.amount).toBe('Escriba una cantidad de $0.01 a $1,000,000.');
    expect(spanish.payDate).toBe('Escriba una fecha de pago de 2026 o 2027.');
  });

  it('asks for a period in Spanish when a decimal comma was typed', () => {
    const { form, errors } = allInvalid('20,50');
    expect(fieldErrorsIn(errors, form, CALCULATOR_ES.errors).amount).toBe(
      'Use un punto para los centavos: 20.50.',
    );
  });

  it('leaves a form without errors without errors', () => {
    expect(fieldErrorsIn({}, defaults, CALCULATOR_ES.errors)).toEqual({});
  });
});
