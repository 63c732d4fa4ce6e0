/** The allowed range of a numeric input. */
export interface NumberBounds {
  min: number;
  max: number;
  integer?: boolean;
}

const MAX_AMOUNT = 1_000_000;

/**
 * The smallest pay amount: the engine works in whole cents and rounds half away from zero, so
 * anything below half a cent would be $0.00 (docs/tax.md#input-bounds).
 */
const MIN_AMOUNT = 0.005;
const MAX_ANNUAL_DOLLARS = 100_000_000;

/**
 * The bounds of every numeric calculator input, in one Zod-free place: the API's schemas
 * (./request) are built from them, and the calculator form (which must not ship Zod to the
 * browser) checks typed values against the same numbers, so anything the form accepts survives a
 * round trip through the API and a shared URL.
 */
export const INPUT_BOUNDS = {
  amount: { min: MIN_AMOUNT, max: MAX_AMOUNT },
  hoursPerWeek: { min: 1, max: 168 },
  weeksPerYear: { min: 1, max: 52, integer: true },
  householdEmployees: { min: 1, max: 50, integer: true },
  suiRate: { min: 0, max: 0.2 },
  dollars: { min: 0, max: MAX_ANNUAL_DOLLARS },
  extraWithholding: { min: 0, max: MAX_AMOUNT },
  childrenUnder13: { min: 0, max: 20, integer: true },
  stateAllowances: { min: 0, max: 99, integer: true },
  daysPerWeek: { min: 1, max: 7, integer: true },
  localRate: { min: 0, max: 0.1 },
} as const satisfies Record<string, NumberBounds>;
