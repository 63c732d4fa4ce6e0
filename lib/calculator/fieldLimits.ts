import { INPUT_BOUNDS, type NumberBounds } from '@/lib/tax/inputBounds';
import { type NumericField } from './calculatorForm';

/** The range a typed number must fall in, and what to tell the user when it does not. */
export interface FieldLimit extends NumberBounds {
  /** Empty text means this value (optional amounts); absent means the field is required. */
  emptyValue?: number | null;
  message: string;
}

/**
 * The calculator's limits: the engine's input bounds (the same numbers the API's schemas are built
 * from, so anything the form accepts survives a round trip through a shared URL), with the form's
 * own empty values and messages. The unemployment rate is typed as a percent.
 */
export const FIELD_LIMITS: Record<NumericField, FieldLimit> = {
  amount: { ...INPUT_BOUNDS.amount, message: 'Enter an amount from $0.01 to $1,000,000.' },
  hoursPerWeek: { ...INPUT_BOUNDS.hoursPerWeek, message: 'Enter hours from 1 to 168.' },
  weeksPerYear: { ...INPUT_BOUNDS.weeksPerYear, message: 'Enter whole weeks from 1 to 52.' },
  householdEmployees: {
    ...INPUT_BOUNDS.householdEmployees,
    message: 'Enter a whole number from 1 to 50.',
  },
  suiRatePercent: {
    min: INPUT_BOUNDS.suiRate.min * 100,
    max: INPUT_BOUNDS.suiRate.max * 100,
    emptyValue: null,
    message: 'Enter a rate from 0% to 20%, or leave it empty for the new-employer rate.',
  },
  stateAllowances: {
    ...INPUT_BOUNDS.stateAllowances,
    emptyValue: null,
    message: "Enter a whole number from 0 to 99, or leave it empty for the state's default.",
  },
  stateExtraWithholding: {
    ...INPUT_BOUNDS.extraWithholding,
    emptyValue: 0,
    message: 'Enter the extra amount in dollars, or leave it empty.',
  },
  w4DependentsCredit: dollars('Enter the Step 3 amount in dollars, or leave it empty.'),
  w4OtherIncome: dollars('Enter the Step 4(a) amount in dollars, or leave it empty.'),
  w4Deductions: dollars('Enter the Step 4(b) amount in dollars, or leave it empty.'),
  w4ExtraWithholding: {
    ...INPUT_BOUNDS.extraWithholding,
    emptyValue: 0,
    message: 'Enter the Step 4(c) amount in dollars, or leave it empty.',
  },
  familyAgi: {
    ...INPUT_BOUNDS.dollars,
    message: 'Enter your adjusted gross income in dollars.',
  },
  childrenUnder13: {
    ...INPUT_BOUNDS.childrenUnder13,
    message: 'Enter a whole number from 0 to 20.',
  },
  dependentCareFsa: dollars('Enter your FSA contribution in dollars, or leave it empty.'),
  daysPerWeek: { ...INPUT_BOUNDS.daysPerWeek, message: 'Enter whole days from 1 to 7.' },
  localRatePercent: {
    min: INPUT_BOUNDS.localRate.min * 100,
    max: INPUT_BOUNDS.localRate.max * 100,
    message: 'Enter the local rate from 0% to 10%.',
  },
};

function dollars(message: string): FieldLimit {
  return { ...INPUT_BOUNDS.dollars, emptyValue: 0, message };
}
