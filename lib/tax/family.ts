import { type EmployeeRelationship, type NannyTaxWarning } from './contract';
import { type StateCode } from './states';
import { type StateTaxData } from './taxYearData';
import { warning } from './warnings';

/** Which taxes a family employee's wages are outside of. */
export interface FamilyExemptions {
  /** Social Security and Medicare (and so Additional Medicare). */
  readonly fica: boolean;
  readonly futa: boolean;
  /** State UI, its surcharges and the programs tied to UI coverage. */
  readonly stateUi: boolean;
}

/** FUTA's family exclusions (Pub 926; IRC §3306(c)(5)): an under-18 student is not among them. */
const FUTA_EXCLUDED: readonly EmployeeRelationship[] = ['spouse', 'child_under_21', 'parent'];

/**
 * Pub 926 "Wages not counted": Social Security and Medicare do not apply to a spouse, a child
 * under 21, a parent (unless the parent exception applies), or an employee under 18 whose
 * principal occupation is not household work; FUTA does not apply to a spouse, a child under 21
 * or a parent. State UI follows FUTA unless the state's data lists its own exclusions (CA).
 */
export function familyExemptions(
  relationship: EmployeeRelationship,
  parentException: boolean,
  state: StateTaxData,
): FamilyExemptions {
  const parentFica = relationship === 'parent' && !parentException;
  const uiExcluded = state.familyUiExclusions?.value ?? FUTA_EXCLUDED;
  return {
    fica:
      relationship === 'spouse' ||
      relationship === 'child_under_21' ||
      relationship === 'under_18' ||
      parentFica,
    futa: FUTA_EXCLUDED.includes(relationship),
    stateUi: uiExcluded.includes(relationship),
  };
}

/** What the relationship changed, in plain words (null for an unrelated adult). */
export function familyWarning(
  relationship: EmployeeRelationship,
  parentException: boolean,
  exemptions: FamilyExemptions,
  code: StateCode,
  state: StateTaxData,
): NannyTaxWarning | null {
  if (relationship === 'none') return null;
  return warning('FAMILY_EMPLOYEE', {
    relationship,
    state: code,
    ...exemptions,
    parentException,
    uiNote: state.familyUiExclusions?.note ?? null,
  });
}
