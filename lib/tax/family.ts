import { type EmployeeRelationship, type NannyTaxWarning } from './contract';
import { stateName, type StateCode } from './states';
import { type StateTaxData } from './taxYearData';

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

const WHO: Record<Exclude<EmployeeRelationship, 'none'>, string> = {
  spouse: 'your spouse',
  child_under_21: 'your child under 21',
  parent: 'your parent',
  under_18: 'an employee under 18 whose main occupation is not household work',
};

/** What the relationship changed, in plain words (null for an unrelated adult). */
export function familyWarning(
  relationship: EmployeeRelationship,
  parentException: boolean,
  exemptions: FamilyExemptions,
  code: StateCode,
  state: StateTaxData,
): NannyTaxWarning | null {
  if (relationship === 'none') return null;
  const out: string[] = [];
  if (exemptions.fica) out.push('Social Security and Medicare');
  if (exemptions.futa) out.push('federal unemployment tax (FUTA)');
  if (exemptions.stateUi) out.push(`${stateName(code)} unemployment insurance`);
  const owed = out.length > 0 ? `are not subject to ${out.join(', ')}` : 'are taxed as usual';
  const parts = [`Wages paid to ${WHO[relationship]} ${owed} (IRS Pub 926).`];
  if (relationship === 'parent') {
    parts.push(
      parentException
        ? 'You said the parent exception applies (your parent cares for your child under 18, and you are divorced and not remarried, widowed, or your spouse cannot care for the child), so Social Security and Medicare are owed.'
        : 'Social Security and Medicare would be owed if your parent cares for your child under 18 and you are divorced and not remarried, widowed, or your spouse cannot care for the child.',
    );
  }
  if (relationship === 'under_18')
    parts.push(
      'FUTA and state unemployment still apply; if household work becomes their main job, Social Security and Medicare do too.',
    );
  const note = state.familyUiExclusions?.note;
  parts.push(
    note ??
      'State unemployment is assumed to exclude the same family members as FUTA; check your state’s rules.',
  );
  if (relationship !== 'under_18')
    parts.push('Income tax withholding stays voluntary, as for any household employee.');
  return { code: 'FAMILY_EMPLOYEE', message: parts.join(' ') };
}
