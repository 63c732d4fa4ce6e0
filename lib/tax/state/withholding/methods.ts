import { divideCents, multiplyCents, toCents } from '../../money';
import { type FilingStatus } from '../../types';
import { phasedTaxAnnualCents } from './phasedTax';
import { rowTaxCents, standardDeductionCents, tierAmountCents } from './tables';
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
  if (lowIncome !== undefined && wagesCents <= toCents(lowIncome)) return 0;
  const standard = method.standardDeduction?.[column.deduction];
  const standardApplies =
    standard !== undefined && (!method.standardDeductionNeedsAllowance || allowances > 0);
  const federal = method.federalTaxDeduction
    ? Math.min(wages.federalWithheldCents, capCents(method.federalTaxDeduction.cap))
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
  const taxable =
    wagesCents -
    (standardApplies ? standardDeductionCents(standard, wagesCents) : 0) -
    exemptions -
    federal -
    fica;
  const tier = method.wageTier;
  const tierAdjustment = tier && wagesCents >= toCents(tier.atLeast) ? toCents(tier.adjustment) : 0;
  const tax = rowTaxCents(method.rows[column.rows], Math.max(0, taxable)) + tierAdjustment;
  const credits =
    toCents(method.personalCredit?.[cert.filingStatus] ?? 0) +
    allowances * toCents(method.allowanceCredit ?? 0);
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
