import { type Figure } from '../../../types';
import { UI_SOURCES as U } from '../unemploymentSources';

/*
 * New Hampshire's new-employer rate: 2.7% less the Fund Balance Reduction NHES sets each quarter
 * from the trust fund (docs/tax-data.md#quarter-dependent-rates), dated from each quarter's first day
 * (docs/tax.md#effective-dates). 1.00% in Q1 and Q2; the Q3 and Q4 reductions were not verified,
 * so those quarters show 2.7% with none.
 */
const REDUCED_NOTE = '2.7% less the 1.00% Fund Balance Reduction.';

/** New Hampshire's 2026 new-employer rate, changing on July 1. */
export const NH_NEW_EMPLOYER_RATE: Figure<number> = {
  value: 0.017,
  ...U.NH_NHES_2026,
  note: REDUCED_NOTE,
  changes: [
    { from: '2026-01-01', value: 0.017 },
    {
      from: '2026-07-01',
      value: 0.027,
      estimated: true,
      note: 'The Fund Balance Reduction for 2026 Q3 and Q4 was not verified, so the rate without a reduction is used; NHES sets it each quarter.',
    },
  ],
};
