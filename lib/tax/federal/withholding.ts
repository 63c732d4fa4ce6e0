import { type FederalWithholdingInput } from '../contract';
import { type LineDraft } from '../lineItem';
import { multiplyCents, toCents } from '../money';
import { type FederalTaxData, type WithholdingRow } from '../types';

/** Tentative annual withholding from a Pub 15-T annual table row, in cents. */
function tableAmountCents(rows: readonly WithholdingRow[], adjustedWageCents: number): number {
  let row: WithholdingRow | undefined;
  for (const candidate of rows) {
    if (adjustedWageCents >= toCents(candidate.over)) row = candidate;
  }
  if (!row) return 0;
  return toCents(row.base) + multiplyCents(adjustedWageCents - toCents(row.over), row.rate);
}

/**
 * Pub 15-T (2026) Worksheet 1A, percentage method for a 2020-or-later Form W-4, on a year of
 * wages (per-period wages × periods):
 *   1e = annual wages + Step 4(a); 1g = $12,900 married / $8,600 other unless Step 2 is checked;
 *   1i = max(0, 1e − Step 4(b) − 1g); tentative = table(1i) (the Step 2 table when checked);
 *   annual withholding = max(0, tentative − Step 3) + Step 4(c) × periods.
 */
export function annualFederalWithholdingCents(
  federal: FederalTaxData,
  incomeTaxWagesCents: number,
  w4: Required<FederalWithholdingInput>,
  periods: number,
): number {
  const { step1Adjustment, standardTables, step2Tables } = federal.withholding;
  const lineG = w4.multipleJobs
    ? 0
    : toCents(
        w4.filingStatus === 'married' ? step1Adjustment.value.married : step1Adjustment.value.other,
      );
  const adjusted = Math.max(
    0,
    incomeTaxWagesCents + toCents(w4.otherIncome) - toCents(w4.deductions) - lineG,
  );
  const tables = w4.multipleJobs ? step2Tables.value : standardTables.value;
  const tentative = tableAmountCents(tables[w4.filingStatus], adjusted);
  const afterCredits = Math.max(0, tentative - toCents(w4.dependentsCredit));
  return afterCredits + toCents(w4.extraWithholding) * periods;
}

/** The FEDERAL_INCOME_TAX line (rate null: it comes from tables, not one rate). */
export function federalWithholdingLine(
  federal: FederalTaxData,
  incomeTaxWagesCents: number,
  w4: Required<FederalWithholdingInput>,
  periods: number,
): LineDraft {
  const { withholding } = federal;
  return {
    code: 'FEDERAL_INCOME_TAX',
    label: 'Federal income tax withholding (Form W-4)',
    payer: 'employee',
    rate: null,
    taxableWagesCents: incomeTaxWagesCents,
    annualCents: annualFederalWithholdingCents(federal, incomeTaxWagesCents, w4, periods),
    figures: [
      w4.multipleJobs ? withholding.step2Tables : withholding.standardTables,
      withholding.step1Adjustment,
      withholding.periodsPerYear,
    ],
  };
}
