import { type StateCode } from '../../states';
import { type Figure } from '../../types';
import { TAX_YEAR_2026 } from '../2026';
import { carriedFigure } from '../carryForward';
import { MINIMUM_WAGE_LEADS_2027 } from './minimumWageLeads';
import { SOURCES_2027 as S } from './sources';
import { STATUTE_SOURCES_2027 as L } from './statuteSources';

/** A minimum wage a statute holds unchanged through 2027. */
function unchanged(
  value: number,
  source: { readonly source: string; readonly asOf: string },
  note?: string,
): Figure<number> {
  return { value, ...source, ...(note ? { note } : {}) };
}

const STATE_MINIMUM_BELOW = 'State minimum $5.15; the federal $7.25 governs.';

/**
 * States whose only floor is the federal $7.25 (no state minimum, or one at or below it) and no
 * state law raising it for 2027. Oklahoma is not here: its June 2026 vote on a $12.00 minimum
 * from January 1, 2027 was not found (its reason says so).
 */
const FEDERAL_FLOOR_STATES = [
  'AL',
  'GA',
  'ID',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'MS',
  'NH',
  'NC',
  'ND',
  'PA',
  'SC',
  'TN',
  'TX',
  'UT',
  'WI',
  'WY',
] as const satisfies readonly StateCode[];

const FEDERAL_FLOOR: Partial<Record<StateCode, Figure<number>>> = Object.fromEntries(
  FEDERAL_FLOOR_STATES.map((code) => [
    code,
    unchanged(
      7.25,
      L.FEDERAL_FLOOR,
      code === 'GA' || code === 'WY' ? STATE_MINIMUM_BELOW : undefined,
    ),
  ]),
);

/** State minimum wages 2027 set by statute (the others are carried from 2026, with a reason). */
export const MINIMUM_WAGES_2027: Partial<Record<StateCode, Figure<number>>> = {
  ...FEDERAL_FLOOR,
  MI: { value: 15, ...S.MI_MINIMUM_WAGE },
  RI: { value: 17, ...S.RI_MINIMUM_WAGE },
  VA: { value: 13.75, ...S.VA_MINIMUM_WAGE, estimated: true },
  FL: { value: 15, ...S.FL_MINIMUM_WAGE },
  AK: {
    value: 15,
    ...S.AK_MINIMUM_WAGE,
    changes: [
      { from: '2027-01-01', value: 14 },
      { from: '2027-07-01', value: 15 },
    ],
  },
  // Fixed amounts with no annual adjustment, or a step not due before 2028.
  HI: unchanged(16, L.HI_MINIMUM_WAGE),
  IL: unchanged(15, L.IL_MINIMUM_WAGE),
  MD: unchanged(15, L.MD_MINIMUM_WAGE),
  MA: unchanged(15, L.MA_MINIMUM_WAGE),
  AR: unchanged(
    11,
    L.AR_MINIMUM_WAGE,
    'Applies to employers with 4 or more employees; otherwise the federal $7.25.',
  ),
  NM: unchanged(12, L.NM_MINIMUM_WAGE),
  NV: unchanged(12, L.NV_MINIMUM_WAGE),
  WV: unchanged(8.75, L.WV_MINIMUM_WAGE),
};

/** A state's 2027 minimum wage: a statute's, else 2026's carried with the lead's reason if any. */
export function minimumWage2027(code: StateCode, carried: Figure<number>): Figure<number> {
  const known = MINIMUM_WAGES_2027[code];
  if (known) return known;
  const lead = MINIMUM_WAGE_LEADS_2027[code];
  return lead ? carriedFigure(TAX_YEAR_2026.states[code].minimumWage, 2026, 2027, lead) : carried;
}
