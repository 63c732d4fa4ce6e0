import { type SickLeaveText } from './paidSickLeave';

/**
 * The state's yearly sick-time minimum when the hours entered fall short of it, else null:
 * nothing entered, no mandate, or a law that caps only the carry-over (docs/calculator.md#offer-sheet).
 */
export function sickTimeShortfall(
  sickLeave: SickLeaveText,
  sickHours: number | null,
): number | null {
  if (sickHours === null || sickLeave.kind !== 'mandate') return null;
  const minimum = sickLeave.mandate.hoursPerYear;
  return minimum !== null && sickHours < minimum ? minimum : null;
}
