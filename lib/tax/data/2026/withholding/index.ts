import { type StateWithholdingTable } from '../../../state/withholding/types';
import { CONNECTICUT_WITHHOLDING_2026 } from './connecticut';
import { MIDWEST_WITHHOLDING_2026 } from './midwest';
import { NORTHEAST_WITHHOLDING_2026 } from './northeast';
import { SOUTH_WITHHOLDING_2026 } from './south';
import { WEST_WITHHOLDING_2026 } from './west';

/** 2026 employer withholding methods of the states with a wage income tax, and DC. */
export const STATE_WITHHOLDING_2026: StateWithholdingTable = {
  ...MIDWEST_WITHHOLDING_2026,
  ...NORTHEAST_WITHHOLDING_2026,
  ...CONNECTICUT_WITHHOLDING_2026,
  ...SOUTH_WITHHOLDING_2026,
  ...WEST_WITHHOLDING_2026,
};

export { LOCAL_INCOME_TAXES_2026 } from './localTaxes';
