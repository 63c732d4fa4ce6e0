import { multiplyCents, toCents } from '../../money';
import { type WithholdingRow } from '../../types';
import { type StandardDeduction, type TableStep, type WageTier } from './types';

interface CentsRow {
  readonly over: number;
  readonly base: number;
  readonly rate: number;
}

// Rows converted to cents once per table: the net-to-gross search calls this thirty times a request.
const CENTS_ROWS = new WeakMap<readonly WithholdingRow[], readonly CentsRow[]>();

function centsRows(rows: readonly WithholdingRow[]): readonly CentsRow[] {
  let converted = CENTS_ROWS.get(rows);
  if (!converted) {
    converted = rows.map((row) => ({
      over: toCents(row.over),
      base: toCents(row.base),
      rate: row.rate,
    }));
    CENTS_ROWS.set(rows, converted);
  }
  return converted;
}

/** Tax from annual percentage-method rows: base + rate × (taxable − over) of the last row reached. */
export function rowTaxCents(rows: readonly WithholdingRow[], taxableCents: number): number {
  let row: CentsRow | undefined;
  for (const candidate of centsRows(rows)) {
    if (taxableCents > candidate.over) row = candidate;
    else break;
  }
  if (!row) return 0;
  return row.base + multiplyCents(taxableCents - row.over, row.rate);
}

/** The annual standard deduction for a year of wages, in cents. */
export function standardDeductionCents(rule: StandardDeduction, wagesCents: number): number {
  switch (rule.kind) {
    case 'fixed':
      return toCents(rule.amount);
    case 'percent':
      return Math.min(
        toCents(rule.max),
        Math.max(toCents(rule.min), multiplyCents(wagesCents, rule.rate)),
      );
    case 'linear': {
      const over = Math.max(0, wagesCents - toCents(rule.phaseStart));
      return Math.max(0, toCents(rule.amount) - multiplyCents(over, rule.rate));
    }
    case 'stepped': {
      if (wagesCents < toCents(rule.phaseStart)) return toCents(rule.amount);
      const steps = Math.floor((wagesCents - toCents(rule.phaseStart)) / toCents(rule.per)) + 1;
      return Math.max(toCents(rule.floor), toCents(rule.amount) - steps * toCents(rule.step));
    }
  }
}

export function tierAmountCents(tiers: number | readonly WageTier[], wagesCents: number): number {
  if (typeof tiers === 'number') return toCents(tiers);
  let amount = 0;
  for (const tier of tiers) {
    if (tier.over === 0 || wagesCents > toCents(tier.over)) amount = toCents(tier.amount);
  }
  return amount;
}

/** The value of the last "more than" row the wages exceed (0 below the first row). */
export function lookupStep(steps: readonly TableStep[], wagesCents: number): number {
  let value = 0;
  for (const step of steps) {
    if (wagesCents > toCents(step.over)) value = step.value;
    else break;
  }
  return value;
}
