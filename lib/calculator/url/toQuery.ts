import { type NannyTaxInput } from '@/lib/tax/contract';
import { NANNY_TAX_DEFAULTS, W4_DEFAULTS, withDefaults } from '@/lib/tax/defaults';
import { impliedResidence } from '@/lib/tax/localities/residence';

/**
 * Query parameters for an input (the table in ./query.ts). Required fields are always written; optional ones
 * only when they differ from their defaults, so URLs stay short. `fromQuery(toQuery(x))` gives x.
 */
export function toQuery(input: NannyTaxInput): Record<string, string> {
  const x = withDefaults(input);
  const flag = (value: boolean) => (value ? '1' : '0');
  const query: Record<string, string> = {
    year: String(x.taxYear),
    state: x.state,
    amount: String(x.pay.amount),
    per: x.pay.per,
    type: x.pay.type,
    hours: String(x.hoursPerWeek),
    frequency: x.payFrequency,
  };
  // The paycheck's date pins the figures a shared link shows (docs/calculator.md#paycheck-date).
  if (input.payDate !== undefined) query.date = input.payDate;
  const D = NANNY_TAX_DEFAULTS;
  if (x.weeksPerYear !== D.weeksPerYear) query.weeks = String(x.weeksPerYear);
  if (x.liveIn !== D.liveIn) query.liveIn = flag(x.liveIn);
  if (x.employerPaysEmployeeFica !== D.employerPaysEmployeeFica)
    query.erFica = flag(x.employerPaysEmployeeFica);
  if (x.householdEmployees !== D.householdEmployees) query.employees = String(x.householdEmployees);
  if (x.federalWithholding) {
    const w = x.federalWithholding;
    query.w4 = w.filingStatus;
    if (w.multipleJobs !== W4_DEFAULTS.multipleJobs) query.w4Step2 = flag(w.multipleJobs);
    if (w.dependentsCredit !== W4_DEFAULTS.dependentsCredit)
      query.w4Credit = String(w.dependentsCredit);
    if (w.otherIncome !== W4_DEFAULTS.otherIncome) query.w4Other = String(w.otherIncome);
    if (w.deductions !== W4_DEFAULTS.deductions) query.w4Deduct = String(w.deductions);
    if (w.extraWithholding !== W4_DEFAULTS.extraWithholding)
      query.w4Extra = String(w.extraWithholding);
  }
  if (x.stateWithholding) {
    const sit = x.stateWithholding;
    query.sit = '1';
    if (sit.filingStatus !== null) query.sitStatus = sit.filingStatus;
    if (sit.allowances !== null) query.sitAllow = String(sit.allowances);
    if (sit.additionalWithholding !== 0) query.sitExtra = String(sit.additionalWithholding);
  }
  if (x.suiRate !== null) query.sui = String(x.suiRate);
  if (x.family) {
    query.fam = x.family.filingStatus;
    query.agi = String(x.family.agi);
    query.kids = String(x.family.childrenUnder13);
    query.fsa = String(x.family.dependentCareFsa);
  }
  if (x.daysPerWeek !== D.daysPerWeek) query.days = String(x.daysPerWeek);
  if (x.personalAttendant !== D.personalAttendant) query.attendant = flag(x.personalAttendant);
  if (x.employeeRelationship !== D.employeeRelationship) query.rel = x.employeeRelationship;
  if (x.parentException !== D.parentException) query.parentEx = flag(x.parentException);
  if (x.locality !== null) {
    query.loc = x.locality;
    if (x.livesInLocality !== D.livesInLocality) query.res = flag(x.livesInLocality);
    if (x.localRate !== null) query.lrate = String(x.localRate);
  }
  // Only where it differs from what `loc` and `res` imply, so older links read the same.
  if (x.residence !== impliedResidence(x.state, x.locality, x.livesInLocality, x.taxYear)) {
    query.home = x.residence ?? 'none';
  }
  return query;
}
