import { type LineDraft, rateLine } from '../lineItem';
import { sumCents, toCents } from '../money';
import { type WageBasis } from '../payBasis';
import { type FederalTaxData } from '../types';

/** FICA lines, and the 7.65% employee share (SS + Medicare) in cents. */
export interface FicaLines {
  readonly lines: LineDraft[];
  readonly employeeShareCents: number;
}

/** Pub 926: once a household employee's cash wages reach the threshold, all of them owe FICA. */
export function ficaApplies(federal: FederalTaxData, basis: WageBasis): boolean {
  return basis.annualCents >= toCents(federal.householdFicaThreshold.value);
}

/**
 * Social Security (to the wage base), Medicare, and the employee-only Additional Medicare Tax on
 * wages over $200,000. When the employer pays the employee's share (Pub 926), those two lines are
 * the employer's; they are not FICA wages themselves, only extra income-tax wages. Additional
 * Medicare stays the employee's: the Pub 926 option covers the 7.65% share only.
 */
export function ficaLines(
  federal: FederalTaxData,
  basis: WageBasis,
  employerPaysEmployeeShare: boolean,
): FicaLines {
  if (!ficaApplies(federal, basis)) return { lines: [], employeeShareCents: 0 };
  const { socialSecurity, medicare, additionalMedicare, householdFicaThreshold } = federal;
  const wages = basis.annualCents;
  const ssWages = Math.min(wages, toCents(socialSecurity.wageBase.value));
  const shareOwner = employerPaysEmployeeShare ? 'employer' : 'employee';
  const shareLabel = employerPaysEmployeeShare ? 'employee share paid by you' : 'employee share';
  const employeeShare = [
    rateLine(
      'SOCIAL_SECURITY',
      `Social Security, ${shareLabel}`,
      shareOwner,
      socialSecurity.employeeRate.value,
      ssWages,
      [socialSecurity.employeeRate, socialSecurity.wageBase, householdFicaThreshold],
    ),
    rateLine(
      'MEDICARE',
      `Medicare, ${shareLabel}`,
      shareOwner,
      medicare.employeeRate.value,
      wages,
      [medicare.employeeRate, householdFicaThreshold],
    ),
  ];
  const lines = [...employeeShare];
  const overThreshold = wages - toCents(additionalMedicare.threshold.value);
  if (overThreshold > 0) {
    lines.push(
      rateLine(
        'ADDITIONAL_MEDICARE',
        'Additional Medicare Tax (wages over $200,000)',
        'employee',
        additionalMedicare.rate.value,
        overThreshold,
        [additionalMedicare.rate, additionalMedicare.threshold],
      ),
    );
  }
  lines.push(
    rateLine(
      'SOCIAL_SECURITY',
      'Social Security, employer share',
      'employer',
      socialSecurity.employerRate.value,
      ssWages,
      [socialSecurity.employerRate, socialSecurity.wageBase, householdFicaThreshold],
    ),
    rateLine(
      'MEDICARE',
      'Medicare, employer share',
      'employer',
      medicare.employerRate.value,
      wages,
      [medicare.employerRate, householdFicaThreshold],
    ),
  );
  return { lines, employeeShareCents: sumCents(employeeShare.map((l) => l.annualCents)) };
}
