import { divideCents, multiplyCents, toCents } from '../../money';
import { type FilingStatus } from '../../types';
import { phasedTaxAnnualCents } from './phasedTax';
import { lookupStep, rowTaxCents, standardDeductionCents, tierAmountCents } from './tables';
import {
  type BracketMethod,
  type ElectedRateMethod,
  type PhasedCreditMethod,
  type StateWithholdingMethod,
} from './types';

/** What the employee's state certificate says. */
export interface StateCertificate {
  readonly filingStatus: FilingStatus;
  /** Allowances or exemptions claimed; null = the state's default for the filing status. */
  readonly allowances: number | null;
  /** Extra withholding per pay period, in cents. */
  readonly additionalCents: number;
}

/** Annual wage facts the methods need, in cents. */
export interface WithholdingWages {
  /** Income-tax wages for the year (per-period wages × periods: the annualised wage). */
  readonly annualCents: number;
  /** Federal income tax withheld for the year (states that deduct it). */
  readonly federalWithheldCents: number;
  /** Employee Social Security and Medicare for the year (Massachusetts deducts it). */
  readonly ficaCents: number;
  readonly periods: number;
}

/** Allowances claimed, or the state's default for the filing status (0 where none apply). */
export function allowancesFor(method: StateWithholdingMethod, cert: StateCertificate): number {
  if (method.kind !== 'brackets') return 0;
  return cert.allowances ?? method.defaultAllowances[cert.filingStatus];
}

/** The status whose column applies, after the California and Oregon allowance rules. */
function columnStatus(method: BracketMethod, status: FilingStatus, allowances: number) {
  if (status === 'married' && allowances < (method.marriedAsSingleBelowAllowances ?? 0)) {
    return { deduction: 'single' as const, rows: status };
  }
  const from = method.singleAsMarriedFromAllowances;
  if (status === 'single' && from !== undefined && allowances >= from) {
    return { deduction: 'married' as const, rows: 'married' as const };
  }
  return { deduction: status, rows: status };
}

/** Everything subtracted from annual wages before the table, in cents. */
function deductionsCents(
  method: BracketMethod,
  cert: StateCertificate,
  wages: WithholdingWages,
  allowances: number,
  deductionStatus: FilingStatus,
): number {
  const wagesCents = wages.annualCents;
  const standard = method.standardDeduction?.[deductionStatus];
  const standardCents =
    standard !== undefined && (!method.standardDeductionNeedsAllowance || allowances > 0)
      ? standardDeductionCents(standard, wagesCents)
      : 0;
  const federalRule = method.federalTaxDeduction;
  const federal = federalRule
    ? Math.min(wages.federalWithheldCents, federalCapCents(federalRule, cert, wagesCents))
    : 0;
  const fica = method.ficaDeduction
    ? Math.min(wages.ficaCents, toCents(method.ficaDeduction.cap))
    : 0;
  const exemptions =
    toCents(method.personalExemption?.[cert.filingStatus] ?? 0) +
    (method.allowanceExemption === undefined
      ? 0
      : allowances * tierAmountCents(method.allowanceExemption, wagesCents)) +
    (allowances > 0 ? toCents(method.firstAllowanceBonus ?? 0) : 0);
  return standardCents + exemptions + federal + fica;
}

/** The federal-tax deduction cap for the wages: Oregon's phase-out table, else the flat cap. */
function federalCapCents(
  rule: NonNullable<BracketMethod['federalTaxDeduction']>,
  cert: StateCertificate,
  wagesCents: number,
): number {
  const flat = capCents(rule.cap);
  const steps = rule.phaseOut?.[cert.filingStatus];
  const first = steps?.[0];
  if (!steps || !first || wagesCents <= toCents(first.over)) return flat;
  return Math.min(flat, toCents(lookupStep(steps, wagesCents)));
}

/** Arkansas: net taxable income below the limit goes to the middle of its $100 bracket. */
function snapTaxable(method: BracketMethod, taxableCents: number): number {
  const snap = method.taxableMidpoint;
  if (!snap || taxableCents >= toCents(snap.below)) return taxableCents;
  const per = toCents(snap.per);
  return Math.floor(taxableCents / per) * per + per / 2;
}

/** Annual tax by the bracket method, before dividing by pay periods, in cents. */
export function annualBracketTaxCents(
  method: BracketMethod,
  cert: StateCertificate,
  wages: WithholdingWages,
): number {
  const allowances = allowancesFor(method, cert);
  const column = columnStatus(method, cert.filingStatus, allowances);
  const wagesCents = wages.annualCents;
  const lowIncome = method.lowIncomeExemption?.[column.deduction];
  const floorApplies = !method.lowIncomeExemptionNeedsAllowance || allowances > 0;
  if (lowIncome !== undefined && floorApplies && wagesCents <= toCents(lowIncome)) return 0;
  const taxable = wagesCents - deductionsCents(method, cert, wages, allowances, column.deduction);
  const tier = method.wageTier;
  const tierAdjustment = tier && wagesCents >= toCents(tier.atLeast) ? toCents(tier.adjustment) : 0;
  const tax =
    rowTaxCents(method.rows[column.rows], snapTaxable(method, Math.max(0, taxable))) +
    tierAdjustment;
  const creditLimit = method.allowanceCreditWageLimit?.[cert.filingStatus];
  const allowanceCredits =
    creditLimit !== undefined && wagesCents > toCents(creditLimit)
      ? 0
      : allowances * toCents(method.allowanceCredit ?? 0);
  const credits = toCents(method.personalCredit?.[cert.filingStatus] ?? 0) + allowanceCredits;
  const net = Math.max(0, tax - credits);
  return method.roundAnnualTax ? roundToDollar(net) : net;
}

function capCents(cap: number | null): number {
  return cap === null ? Number.MAX_SAFE_INTEGER : toCents(cap);
}

function roundToDollar(cents: number): number {
  return Math.round(cents / 100) * 100;
}

/** Per-period withholding (before the employee's extra amount), in cents. */
export function periodWithholdingCents(
  method: StateWithholdingMethod,
  cert: StateCertificate,
  wages: WithholdingWages,
): number {
  switch (method.kind) {
    case 'elected':
      return electedPeriodCents(method, wages);
    case 'phasedCredit':
      return phasedCreditPeriodCents(method, cert.filingStatus, wages);
    case 'phasedTax':
      return divideCents(
        phasedTaxAnnualCents(method, cert.filingStatus, wages.annualCents),
        wages.periods,
      );
    case 'brackets': {
      const perPeriod = divideCents(annualBracketTaxCents(method, cert, wages), wages.periods);
      return method.rounding === 'dollar' ? roundToDollar(perPeriod) : perPeriod;
    }
  }
}

function electedPeriodCents(method: ElectedRateMethod, wages: WithholdingWages): number {
  return multiplyCents(divideCents(wages.annualCents, wages.periods), method.defaultRate);
}

/** Utah Pub 14: every line of the per-period worksheet rounded to whole dollars. */
function phasedCreditPeriodCents(
  method: PhasedCreditMethod,
  status: FilingStatus,
  wages: WithholdingWages,
): number {
  // Utah's schedules have single and married columns; head of household uses single.
  const column = status === 'married' ? 'married' : 'single';
  const periodWages = divideCents(wages.annualCents, wages.periods);
  const perPeriod = (annual: number) => roundToDollar(divideCents(toCents(annual), wages.periods));
  const tax = roundToDollar(multiplyCents(periodWages, method.rate));
  const over = Math.max(0, periodWages - perPeriod(method.phaseStart[column]));
  const reduction = roundToDollar(multiplyCents(over, method.phaseRate));
  const credit = Math.max(0, perPeriod(method.credit[column]) - reduction);
  return Math.max(0, tax - credit);
}
