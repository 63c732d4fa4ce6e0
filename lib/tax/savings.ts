import { type FamilyInput } from './contract';
import { addRates, multiplyCents, toCents } from './money';
import { type FederalTaxData, type FilingStatus, type TaxBracket } from './types';

/** The family's estimated tax savings from paying for care through the FSA and the credit. */
export interface SavingsEstimate {
  readonly fsaCents: number;
  readonly creditCents: number;
  readonly totalCents: number;
  /** FSA dollars actually used: the planned amount capped by the limit and by care expenses. */
  readonly fsaUsedCents: number;
  /** True when the planned FSA amount was above the year's limit. */
  readonly fsaCapped: boolean;
  /** The family's federal marginal rate, used for the FSA saving. */
  readonly marginalRate: number;
  /** Employee Social Security + Medicare rate the FSA also avoids (7.65%). */
  readonly ficaRate: number;
  readonly creditRate: number;
  /** Care expenses the credit was computed on (after the FSA). */
  readonly creditExpensesCents: number;
}

function taxableIncomeCents(
  federal: FederalTaxData,
  agiCents: number,
  status: FilingStatus,
): number {
  return Math.max(0, agiCents - toCents(federal.incomeTax.standardDeduction.value[status]));
}

/** The bracket rate of the next dollar of taxable income (0 when there is none). */
export function marginalRate(brackets: readonly TaxBracket[], taxableCents: number): number {
  if (taxableCents <= 0) return 0;
  const bracket = brackets.find((b) => b.upTo === null || taxableCents < toCents(b.upTo));
  return bracket?.rate ?? 0;
}

/** Regular federal income tax on taxable income, from the year's brackets. */
export function incomeTaxCents(brackets: readonly TaxBracket[], taxableCents: number): number {
  let tax = 0;
  let lower = 0;
  for (const { upTo, rate } of brackets) {
    const upper = upTo === null ? Infinity : toCents(upTo);
    if (taxableCents > lower) tax += multiplyCents(Math.min(taxableCents, upper) - lower, rate);
    lower = upper;
  }
  return tax;
}

/**
 * OBBBA credit rate (IRC §21(a)(2) for 2026): 50%, less 1 point per $2,000 or part of it by which
 * AGI exceeds $15,000, not below 35%; then less 1 point per $2,000 ($4,000 joint) or part by which
 * AGI exceeds $75,000 ($150,000 joint), not below 20%. Worked check: AGI $80,000 single → 35% −
 * ceil(5,000 / 2,000) = 32% (lbbiowa.com).
 */
export function childCareCreditRate(
  federal: FederalTaxData,
  agi: number,
  status: FilingStatus,
): number {
  const s = federal.childCareCredit.schedule.value;
  const pct = (rate: number) => Math.round(rate * 100);
  const joint = status === 'married';
  const firstPoints = Math.ceil(Math.max(0, agi - s.firstPhaseStartAgi) / s.firstPhaseStep);
  const afterFirst = Math.max(pct(s.firstPhaseFloor), pct(s.maxRate) - firstPoints);
  const secondStart = joint ? s.secondPhaseStartAgi.joint : s.secondPhaseStartAgi.other;
  const secondStep = joint ? s.secondPhaseStep.joint : s.secondPhaseStep.other;
  const secondPoints = Math.ceil(Math.max(0, agi - secondStart) / secondStep);
  return Math.max(pct(s.secondPhaseFloor), afterFirst - secondPoints) / 100;
}

/**
 * Dependent-care FSA first, then the credit on what the FSA leaves (Pub 503 order):
 * - FSA used = min(planned, the year's limit, care expenses). It is excluded from the family's
 *   pay, so it saves federal income tax at the family's marginal bracket (from AGI less the
 *   standard deduction) plus the 7.65% employee Social Security and Medicare. State income tax
 *   savings are not counted.
 * - Credit = rate × min(care expenses − FSA, $3,000 / $6,000 cap − FSA), limited to the family's
 *   regular federal income tax (the credit is non-refundable; other credits are ignored).
 * Care expenses are the nanny's total cost to the family (wages plus employer taxes, which Pub 503
 * counts as work-related expenses). No child under 13 means no saving.
 */
export function estimateSavings(
  federal: FederalTaxData,
  family: Required<FamilyInput>,
  careExpensesCents: number,
): SavingsEstimate {
  const requested = toCents(family.dependentCareFsa);
  const limit = toCents(federal.dependentCareFsaLimit.value);
  const agiCents = toCents(family.agi);
  const brackets = federal.incomeTax.brackets.value[family.filingStatus];
  const taxable = taxableIncomeCents(federal, agiCents, family.filingStatus);
  const margin = marginalRate(brackets, taxable);
  const ficaRate = addRates(
    federal.socialSecurity.employeeRate.value,
    federal.medicare.employeeRate.value,
  );
  const creditRate = childCareCreditRate(federal, family.agi, family.filingStatus);
  const fsaCapped = requested > limit;
  if (family.childrenUnder13 < 1) {
    return {
      fsaCents: 0,
      creditCents: 0,
      totalCents: 0,
      fsaUsedCents: 0,
      fsaCapped,
      marginalRate: margin,
      ficaRate,
      creditRate,
      creditExpensesCents: 0,
    };
  }
  const fsaUsed = Math.min(requested, limit, careExpensesCents);
  const fsaCents = multiplyCents(fsaUsed, addRates(margin, ficaRate));
  const { one, twoOrMore } = federal.childCareCredit.expenseCap.value;
  const cap = toCents(family.childrenUnder13 >= 2 ? twoOrMore : one);
  const creditExpenses = Math.max(0, Math.min(careExpensesCents - fsaUsed, cap - fsaUsed));
  const creditCents = Math.min(
    multiplyCents(creditExpenses, creditRate),
    incomeTaxCents(brackets, taxable),
  );
  return {
    fsaCents,
    creditCents,
    totalCents: fsaCents + creditCents,
    fsaUsedCents: fsaUsed,
    fsaCapped,
    marginalRate: margin,
    ficaRate,
    creditRate,
    creditExpensesCents: creditExpenses,
  };
}
