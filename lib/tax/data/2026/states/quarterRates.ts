import { type QuarterFigures } from '../../../taxYearData';
import { type Figure } from '../../../types';
import { UI_SOURCES as U } from '../unemploymentSources';

/*
 * New Hampshire's new-employer rate by quarter: 2.7% less the Fund Balance Reduction NHES sets
 * each quarter from the trust fund (docs/tax.md#quarter-dependent-rates). 1.00% in Q1 and Q2;
 * the Q3 and Q4 reductions were not verified, so those quarters show 2.7% with none.
 */
const NH_REDUCED: Figure<number> = {
  value: 0.017,
  ...U.NH_NHES_2026,
  note: '2.7% less the 1.00% Fund Balance Reduction.',
};
const NH_UNREDUCED: Figure<number> = {
  value: 0.027,
  ...U.NH_NHES_2026,
  estimated: true,
  note: 'The Fund Balance Reduction for 2026 Q3 and Q4 was not verified, so the rate without a reduction is used; NHES sets it each quarter.',
};

/** New Hampshire's 2026 new-employer rate, quarter 1 to 4. */
export const NH_NEW_EMPLOYER_BY_QUARTER: QuarterFigures = [
  NH_REDUCED,
  NH_REDUCED,
  NH_UNREDUCED,
  NH_UNREDUCED,
];
