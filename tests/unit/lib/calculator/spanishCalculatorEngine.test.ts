/** @jest-environment node */
import * as englishEngine from '@/lib/calculator/calculatorEngine';
import * as spanishEngine from '@/lib/calculator/spanishCalculatorEngine';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';

// A Seattle pay below the city's minimum: the warning a Spanish family must read in Spanish.
const SEATTLE_LOW = {
  ...DEFAULT_NANNY_TAX_INPUT,
  state: 'WA',
  locality: 'WA-SEATTLE',
  pay: { amount: 15, per: 'hour', type: 'gross' },
} as const;

describe('the Spanish calculator engine', () => {
  it('gives the same figures as the English one, with its words in Spanish', () => {
    const english = englishEngine.calculate(SEATTLE_LOW);
    const spanish = spanishEngine.calculate(SEATTLE_LOW);
    expect(spanish.result.lineItems.map((line) => line.annual)).toEqual(
      english.result.lineItems.map((line) => line.annual),
    );
    expect(spanish.result.warnings.map((w) => w.code)).toEqual(
      english.result.warnings.map((w) => w.code),
    );
    const local = spanish.result.warnings.find((w) => w.code === 'BELOW_LOCAL_MINIMUM_WAGE');
    expect(local?.message).toMatch(/salario mínimo/);
    expect(local?.message).not.toMatch(/minimum wage/);
    expect(spanish.summary).toEqual(english.summary);
    expect(spanish.search).toBe(english.search);
  });

  it('checks a form as the English engine does, answering in Spanish', () => {
    const { form } = englishEngine.calculate(SEATTLE_LOW);
    const checked = spanishEngine.checkForm(form, SEATTLE_LOW.taxYear);
    const local = checked.calculation?.result.warnings.find(
      (w) => w.code === 'BELOW_LOCAL_MINIMUM_WAGE',
    );
    expect(local?.message).toMatch(/salario mínimo/);
  });
});
