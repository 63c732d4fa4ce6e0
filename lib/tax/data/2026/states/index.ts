import { type StateCode } from '../../../states';
import { type StateTaxData } from '../../../taxYearData';
import { FAMILY_UI_EXCLUSIONS_2026 } from './familyUi';
import { MIDWEST_2026 } from './midwest';
import { NORTHEAST_2026 } from './northeast';
import { OVERTIME_2026 } from './overtime';
import { SOUTH_2026 } from './south';
import { SURCHARGES_2026 } from './surcharges';
import { WEST_2026 } from './west';

const REGIONS: Readonly<Record<StateCode, StateTaxData>> = {
  ...NORTHEAST_2026,
  ...SOUTH_2026,
  ...MIDWEST_2026,
  ...WEST_2026,
};

/** One state's region data with its overtime rules, UI surcharges and family UI exclusions. */
function withRules(code: StateCode, data: StateTaxData): StateTaxData {
  const overtime = OVERTIME_2026[code];
  const surcharges = SURCHARGES_2026[code];
  const familyUiExclusions = FAMILY_UI_EXCLUSIONS_2026[code];
  return {
    ...data,
    ...(overtime ? { overtime } : {}),
    ...(surcharges ? { surcharges } : {}),
    ...(familyUiExclusions ? { familyUiExclusions } : {}),
  };
}

/** All 51 jurisdictions for 2026; the type makes a missing state a compile error. */
export const STATES_2026: Readonly<Record<StateCode, StateTaxData>> = Object.fromEntries(
  (Object.keys(REGIONS) as StateCode[]).map((code) => [code, withRules(code, REGIONS[code])]),
) as Record<StateCode, StateTaxData>;
