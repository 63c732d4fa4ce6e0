import { type ProgramContribution } from '../../types';
import { type Figure } from '../../types';
import { SOURCES_2027 as S } from './sources';

/*
 * Maryland FAMLI from January 1, 2027 (docs/tax-data.md#maryland-famli): the employee half, and
 * the employer half that an employer with fewer than 15 employees does not owe (a household
 * employer has one or a few).
 */

// Retrieval: searched on 2026-11-27 for MD Labor's 2027 rate (the FAMLI contributions page,
// its news releases, "FAMLI contribution rate 2027"); the page still says the rate is due by
// May 1, 2026 and shows only the 2023 announcement.
const RATE_NOT_FOUND =
  'The 2027 rate MD Labor had to announce by May 1, 2026 (HB 102 of 2025) was not found on 2026-11-27: the last announced rate, 0.90% (0.45% from the employee, 0.45% from the employer), stands in.';

/** Half of the last announced 0.90%, carried from its 2023 announcement. */
const HALF_RATE: Figure<number> = {
  value: 0.0045,
  ...S.MD_FAMLI,
  estimated: true,
  carriedFrom: 2023,
  note: RATE_NOT_FOUND,
};

/** The two halves of Maryland's FAMLI contribution, capped at the Social Security wage base. */
export function marylandFamli(socialSecurityWageBase: Figure<number>): ProgramContribution[] {
  return [
    {
      code: 'MD_FAMLI',
      label: 'Maryland FAMLI (paid family and medical leave), employee share',
      payer: 'employee',
      rate: HALF_RATE,
      wageBase: socialSecurityWageBase,
    },
    {
      code: 'MD_FAMLI',
      label: 'Maryland FAMLI (paid family and medical leave), employer share',
      payer: 'employer',
      rate: HALF_RATE,
      wageBase: socialSecurityWageBase,
      employerSize: { minEmployees: 15 },
      exemptionNotice:
        'Maryland FAMLI: employers with fewer than 15 employees (in and out of state) owe no employer share; the employee half is still remitted, and may be withheld from pay.',
    },
  ];
}
