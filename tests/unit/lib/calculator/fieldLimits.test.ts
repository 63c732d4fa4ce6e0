/** @jest-environment node */
import { type NumericField } from '@/lib/calculator/calculatorForm';
import { FIELD_LIMITS } from '@/lib/calculator/fieldLimits';
import { parseCalculatorForm } from '@/lib/calculator/parseCalculatorForm';
import { formFromInput } from '@/lib/calculator/calculatorForm';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { FIELD_SCHEMAS } from '@/lib/tax/request';

// The form's limits and the API's schemas are both built from lib/tax/inputBounds.ts (the form
// without Zod, to keep it out of the browser). At and around every boundary both must agree.
const SCHEMA_FOR: Record<NumericField, (typeof FIELD_SCHEMAS)[keyof typeof FIELD_SCHEMAS]> = {
  amount: FIELD_SCHEMAS.amount,
  hoursPerWeek: FIELD_SCHEMAS.hoursPerWeek,
  weeksPerYear: FIELD_SCHEMAS.weeksPerYear,
  householdEmployees: FIELD_SCHEMAS.householdEmployees,
  suiRatePercent: FIELD_SCHEMAS.suiRate,
  stateAllowances: FIELD_SCHEMAS.stateAllowances,
  stateExtraWithholding: FIELD_SCHEMAS.extraWithholding,
  w4DependentsCredit: FIELD_SCHEMAS.dollars,
  w4OtherIncome: FIELD_SCHEMAS.dollars,
  w4Deductions: FIELD_SCHEMAS.dollars,
  w4ExtraWithholding: FIELD_SCHEMAS.extraWithholding,
  familyAgi: FIELD_SCHEMAS.dollars,
  childrenUnder13: FIELD_SCHEMAS.childrenUnder13,
  dependentCareFsa: FIELD_SCHEMAS.dollars,
  daysPerWeek: FIELD_SCHEMAS.daysPerWeek,
  localRatePercent: FIELD_SCHEMAS.localRate,
};

const form = {
  ...formFromInput(DEFAULT_NANNY_TAX_INPUT),
  federalWithholding: true,
  stateWithholding: true,
  familySavings: true,
  familyAgi: '50000',
  // An "enter your rate" locality, so the local rate field is in use.
  state: 'PA' as const,
  locality: 'PA-EIT',
  localRatePercent: '1',
};

function formAccepts(field: NumericField, value: number): boolean {
  return parseCalculatorForm({ ...form, [field]: String(value) }, 2026).ok;
}

describe('FIELD_LIMITS', () => {
  const fields = Object.keys(FIELD_LIMITS) as NumericField[];

  it.each(fields)('%s accepts exactly what the API accepts around its limits', (field) => {
    const { min, max } = FIELD_LIMITS[field];
    const candidates = [min - 1, min - 0.5, min, min + 0.5, min + 1, max - 0.5, max, max + 0.5];
    for (const value of candidates.filter((v) => v >= 0)) {
      // The form asks for the unemployment and local rates in percent; the API takes fractions.
      const percent = field === 'suiRatePercent' || field === 'localRatePercent';
      const apiValue = percent ? value / 100 : value;
      expect([value, formAccepts(field, value)]).toEqual([
        value,
        SCHEMA_FOR[field].safeParse(apiValue).success,
      ]);
    }
  });
});
