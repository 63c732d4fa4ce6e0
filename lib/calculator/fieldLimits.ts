import { type NumericField } from './calculatorForm';

/** The range a typed number must fall in, and what to tell the user when it does not. */
export interface FieldLimit {
  min: number;
  max: number;
  /** True when `min` itself is not allowed (pay must be above $0). */
  exclusiveMin?: boolean;
  integer?: boolean;
  /** Empty text means this value (optional amounts); absent means the field is required. */
  emptyValue?: number | null;
  message: string;
}

const DOLLARS_MAX = 100_000_000;

/**
 * The calculator's limits. They mirror the API's per-field rules (lib/tax/request.ts, which the URL
 * parser uses too) so that anything the form accepts survives a round trip through a shared URL;
 * a unit test compares the two. Kept apart because the API's rules are Zod schemas, and Zod would
 * be most of the page's JavaScript.
 */
export const FIELD_LIMITS: Record<NumericField, FieldLimit> = {
  amount: {
    min: 0,
    exclusiveMin: true,
    max: 1_000_000,
    message: 'Enter an amount above $0 and up to $1,000,000.',
  },
  hoursPerWeek: { min: 1, max: 168, message: 'Enter hours from 1 to 168.' },
  weeksPerYear: { min: 1, max: 52, integer: true, message: 'Enter whole weeks from 1 to 52.' },
  householdEmployees: {
    min: 1,
    max: 50,
    integer: true,
    message: 'Enter a whole number from 1 to 50.',
  },
  suiRatePercent: {
    min: 0,
    max: 20,
    emptyValue: null,
    message: 'Enter a rate from 0% to 20%, or leave it empty for the new-employer rate.',
  },
  w4DependentsCredit: dollars('Enter the Step 3 amount in dollars, or leave it empty.'),
  w4OtherIncome: dollars('Enter the Step 4(a) amount in dollars, or leave it empty.'),
  w4Deductions: dollars('Enter the Step 4(b) amount in dollars, or leave it empty.'),
  w4ExtraWithholding: {
    min: 0,
    max: 1_000_000,
    emptyValue: 0,
    message: 'Enter the Step 4(c) amount in dollars, or leave it empty.',
  },
  familyAgi: { min: 0, max: DOLLARS_MAX, message: 'Enter your adjusted gross income in dollars.' },
  childrenUnder13: {
    min: 0,
    max: 20,
    integer: true,
    message: 'Enter a whole number from 0 to 20.',
  },
  dependentCareFsa: dollars('Enter your FSA contribution in dollars, or leave it empty.'),
};

function dollars(message: string): FieldLimit {
  return { min: 0, max: DOLLARS_MAX, emptyValue: 0, message };
}
