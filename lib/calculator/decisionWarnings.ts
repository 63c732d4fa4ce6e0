import { type NannyTaxWarning } from '@/lib/tax/contract';

/**
 * Warnings that change what the family decides: the pay is below a minimum wage, overtime is
 * owed, or a salary must cover it. They go above the answer; the rest are notes in "Sources and
 * assumptions".
 */
const DECISION_CODES: ReadonlySet<string> = new Set([
  'BELOW_FEDERAL_MINIMUM_WAGE',
  'BELOW_STATE_MINIMUM_WAGE',
  'BELOW_LOCAL_MINIMUM_WAGE',
  'SALARY_MUST_COVER_OVERTIME',
  'OVERTIME_APPLIED',
]);

/** Whether a warning changes the decision (shown above the answer). */
export function isDecisionWarning(warning: NannyTaxWarning): boolean {
  return DECISION_CODES.has(warning.code);
}
