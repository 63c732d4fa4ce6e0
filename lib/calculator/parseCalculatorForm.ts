import { type CompleteNannyTaxInput } from '@/lib/tax/contract';
import { type TaxYear } from '@/lib/tax/taxYear';
import { type CalculatorFormValues, type FieldErrors, type NumericField } from './calculatorForm';
import { FIELD_LIMITS, type FieldLimit } from './fieldLimits';
import { localityInput } from './localityInput';
import { payDateInput } from './payDateField';
import { checkNumberText, percentToDecimal } from './numberText';

export type ParsedForm =
  { ok: true; input: CompleteNannyTaxInput } | { ok: false; errors: FieldErrors };

const PERCENT_FIELDS: ReadonlySet<NumericField> = new Set(['suiRatePercent', 'localRatePercent']);

function withinLimit(value: number, limit: FieldLimit): boolean {
  if (limit.integer && !Number.isInteger(value)) return false;
  return value >= limit.min && value <= limit.max;
}

/**
 * Reads the form into an engine input, or says what is wrong with each field. Only the fields
 * that are in use are checked: W-4 and state-form amounts only with that withholding on, family
 * ones only with the savings estimate on. The tax year follows the paycheck date; `taxYear` is
 * the year of a form without one.
 */
export function parseCalculatorForm(form: CalculatorFormValues, taxYear: TaxYear): ParsedForm {
  const errors: FieldErrors = {};
  // Invalid fields read as 0 so the input can still be assembled; it is discarded when any failed.
  const read = (field: NumericField): number | null => {
    const limit = FIELD_LIMITS[field];
    const text = form[field];
    if (text.trim() === '' && limit.emptyValue !== undefined) return limit.emptyValue;
    const checked = checkNumberText(text, (value) => withinLimit(value, limit), limit.message);
    if (!checked.ok) {
      errors[field] = checked.message;
      return 0;
    }
    // The form asks for a percent, the engine wants a fraction.
    return PERCENT_FIELDS.has(field) ? percentToDecimal(checked.value) : checked.value;
  };
  const number = (field: NumericField): number => read(field) ?? 0;
  // The tax year follows the paycheck's date.
  const dated = payDateInput(form.payDate, taxYear);
  if (dated.error) errors.payDate = dated.error;

  const input: CompleteNannyTaxInput = {
    ...dated.fields,
    state: form.state,
    pay: { amount: number('amount'), per: form.per, type: form.type },
    hoursPerWeek: number('hoursPerWeek'),
    weeksPerYear: number('weeksPerYear'),
    payFrequency: form.payFrequency,
    liveIn: form.liveIn,
    employerPaysEmployeeFica: form.employerPaysEmployeeFica,
    householdEmployees: number('householdEmployees'),
    federalWithholding: form.federalWithholding
      ? {
          filingStatus: form.w4FilingStatus,
          multipleJobs: form.w4MultipleJobs,
          dependentsCredit: number('w4DependentsCredit'),
          otherIncome: number('w4OtherIncome'),
          deductions: number('w4Deductions'),
          extraWithholding: number('w4ExtraWithholding'),
        }
      : null,
    stateWithholding: form.stateWithholding
      ? {
          filingStatus: form.stateFilingStatus === '' ? null : form.stateFilingStatus,
          allowances: read('stateAllowances'),
          additionalWithholding: number('stateExtraWithholding'),
        }
      : false,
    suiRate: read('suiRatePercent'),
    family: form.familySavings
      ? {
          filingStatus: form.familyFilingStatus,
          agi: number('familyAgi'),
          childrenUnder13: number('childrenUnder13'),
          dependentCareFsa: number('dependentCareFsa'),
        }
      : null,
    daysPerWeek: number('daysPerWeek'),
    personalAttendant: form.personalAttendant,
    employeeRelationship: form.employeeRelationship,
    parentException: form.parentException,
    ...localityInput(form, () => read('localRatePercent')),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
