import { type StateCode } from '../../../states';
import { type StateTaxData } from '../../../types';
import { MIDWEST_2026 } from './midwest';
import { NORTHEAST_2026 } from './northeast';
import { SOUTH_2026 } from './south';
import { WEST_2026 } from './west';

/** All 51 jurisdictions for 2026; the type makes a missing state a compile error. */
export const STATES_2026: Readonly<Record<StateCode, StateTaxData>> = {
  ...NORTHEAST_2026,
  ...SOUTH_2026,
  ...MIDWEST_2026,
  ...WEST_2026,
};
