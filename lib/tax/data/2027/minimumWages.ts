import { type StateCode } from '../../states';
import { type Figure } from '../../types';
import { SOURCES_2027 as S } from './sources';

/** State minimum wages 2027 already set by statute (the others are carried from 2026). */
export const MINIMUM_WAGES_2027: Partial<Record<StateCode, Figure<number>>> = {
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
};
