import { type EmployeeRelationship } from '../../../contract';
import { type StateCode } from '../../../states';
import { type Figure } from '../../../types';
import { AGENCY_SOURCES as A } from '../agencySources';

/**
 * Family employees excluded from state UI where the state differs from FUTA (which excludes a
 * spouse, a child under 21 and a parent; Pub 926). States not listed follow FUTA: most UI laws
 * copy FUTA §3306(c)(5), a model assumption the result says it makes.
 */
export const FAMILY_UI_EXCLUSIONS_2026: Readonly<
  Partial<Record<StateCode, Figure<readonly EmployeeRelationship[]>>>
> = {
  CA: {
    value: ['spouse', 'parent'],
    ...A.CA_DE231FAM,
    note: 'California excludes a child only while under 18; a child aged 18 to 20 is covered by UI, ETT and SDI, so a child_under_21 is treated as covered.',
  },
  CT: {
    value: ['spouse', 'parent'],
    ...A.CT_UI_FAMILY,
    estimated: true,
    note: 'Connecticut excludes a child only while under 18; a child aged 18 to 20 is treated as covered.',
  },
  MI: {
    value: ['spouse', 'parent'],
    ...A.MI_UIA_FAMILY,
    note: 'Michigan excludes a child only while under 18; a child aged 18 to 20 is treated as covered.',
  },
  NY: {
    value: ['spouse', 'child_under_21', 'parent', 'under_18'],
    ...A.NY_DOL_EXCLUDED,
    estimated: true,
    note: 'New York excludes a baby-sitter under 18 as well as a spouse or child under 21; a parent is assumed excluded as under FUTA (not confirmed).',
  },
};
