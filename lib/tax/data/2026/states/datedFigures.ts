import { type Figure } from '../../../types';
import { AGENCY_SOURCES } from '../agencySources';
import { SOURCES } from '../sources';

/*
 * 2026 state figures that change inside the year or speak of the next one, kept apart so the
 * regional modules stay small (docs/tax.md#effective-dates).
 */

/** Florida: $14.00, then $15.00 from September 30, 2026 (Fla. Const. Art. X § 24). */
export const FL_MINIMUM_WAGE: Figure<number> = {
  value: 14,
  ...SOURCES.MW_OTC,
  changes: [
    { from: '2026-01-01', value: 14 },
    { from: '2026-09-30', value: 15 },
  ],
};

/** Alaska: $13.00, then $14.00 from July 1, 2026 (Ballot Measure 1, 2024). */
export const AK_MINIMUM_WAGE: Figure<number> = {
  value: 13,
  ...SOURCES.MW_OTC,
  changes: [
    { from: '2026-01-01', value: 13 },
    { from: '2026-07-01', value: 14 },
  ],
};

/** Maryland: FAMLI contributions start in 2027 (docs/tax-data.md#maryland-famli). */
export const MD_NOTICES: readonly Figure<string>[] = [
  {
    value:
      'Maryland FAMLI (paid family and medical leave): contributions start with wages paid from January 1, 2027. A household with fewer than 15 employees remits only the employee half and may withhold it from pay; nothing is owed for 2026.',
    ...AGENCY_SOURCES.MD_FAMLI,
  },
];
