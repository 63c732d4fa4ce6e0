import { stateName } from '../states';
import { type FamilyRelation, type WarningParamsByCode } from './warningParams';

const WHO: Record<FamilyRelation, string> = {
  spouse: 'your spouse',
  child_under_21: 'your child under 21',
  parent: 'your parent',
  under_18: 'an employee under 18 whose main occupation is not household work',
};

/** What a family relationship changed, in plain English (IRS Pub 926). */
export function familyEmployeeEn(p: WarningParamsByCode['FAMILY_EMPLOYEE']): string {
  const out: string[] = [];
  if (p.fica) out.push('Social Security and Medicare');
  if (p.futa) out.push('federal unemployment tax (FUTA)');
  if (p.stateUi) out.push(`${stateName(p.state)} unemployment insurance`);
  const owed = out.length > 0 ? `are not subject to ${out.join(', ')}` : 'are taxed as usual';
  const parts = [`Wages paid to ${WHO[p.relationship]} ${owed} (IRS Pub 926).`];
  if (p.relationship === 'parent') {
    parts.push(
      p.parentException
        ? 'You said the parent exception applies (your parent cares for your child under 18, and you are divorced and not remarried, widowed, or your spouse cannot care for the child), so Social Security and Medicare are owed.'
        : 'Social Security and Medicare would be owed if your parent cares for your child under 18 and you are divorced and not remarried, widowed, or your spouse cannot care for the child.',
    );
  }
  if (p.relationship === 'under_18') {
    parts.push(
      'FUTA and state unemployment still apply; if household work becomes their main job, Social Security and Medicare do too.',
    );
  }
  parts.push(
    p.uiNote ??
      'State unemployment is assumed to exclude the same family members as FUTA; check your state’s rules.',
  );
  if (p.relationship !== 'under_18') {
    parts.push('Income tax withholding stays voluntary, as for any household employee.');
  }
  return parts.join(' ');
}
