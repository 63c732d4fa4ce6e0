import { type NannyTaxQuarter, type NannyTaxYearView } from './contract';
import { dueDates, type QuarteredLine } from './dueDates';
import { type LineDraft } from './lineItem';
import { toDollars } from './money';
import { type PayeeContext } from './payees';
import { cumulativeWages, cumulativeWeeks, perQuarter, QUARTERS } from './quarters';

export const YEAR_VIEW_NOTE =
  'Wages are spread evenly over the weeks worked, starting in January. Taxes capped at a wage base (Social Security, FUTA, state unemployment) fall in the first quarters, until the base is reached; taxes owed on the whole year once a threshold is crossed ($3,000 for Social Security and Medicare, $1,000 in a quarter for FUTA) are spread with the wages. Estimated-tax payments are shown as four equal installments of the year’s Schedule H taxes; raising your own withholding instead also works.';

/**
 * A line's year-to-date amount (cents) once year-to-date wages reach `wages`. Its taxable wages are
 * the first wages of the year (a wage base fills first), except Additional Medicare, which is on
 * the last wages (over $200,000). Lines on all wages come out proportional to the wages.
 */
function amountToDate(line: LineDraft, wages: number, annual: number): number {
  if (annual === 0 || line.annualCents === 0) return 0;
  // Income-tax wages can exceed cash wages (an employee share the employer pays): cap at the wages.
  const taxable = Math.min(line.taxableWagesCents, annual);
  if (taxable <= 0) return Math.round((line.annualCents * wages) / annual);
  const reached =
    line.code === 'ADDITIONAL_MEDICARE'
      ? Math.max(0, wages - (annual - taxable))
      : Math.min(wages, taxable);
  return Math.round((line.annualCents * Math.min(reached, taxable)) / taxable);
}

/** Each line's amount (cents) in each quarter: year-to-date differences, or its own (NH). */
function quartered(
  lines: readonly LineDraft[],
  cumWages: readonly number[],
  annual: number,
): QuarteredLine[] {
  return lines.map((line) => {
    if (line.quarterCents) return { line, quarterCents: line.quarterCents };
    const toDate = cumWages.map((wages) => amountToDate(line, wages, annual));
    return { line, quarterCents: perQuarter(toDate) };
  });
}

/** Per-quarter sums (cents) of the lines that match. */
function sumWhere(lines: readonly QuarteredLine[], keep: (line: LineDraft) => boolean): number[] {
  const sums = [0, 0, 0, 0];
  for (const { line, quarterCents } of lines)
    if (keep(line)) quarterCents.forEach((c, q) => (sums[q] = (sums[q] ?? 0) + c));
  return sums;
}

/**
 * The year by calendar quarter and the dates money or forms are due: every line's amount in one
 * row of the return it is paid with (docs/tax.md#payment-calendar), plus W-2/W-3 and Schedule H.
 * Pure.
 */
export function yearView(
  lines: readonly LineDraft[],
  annualWagesCents: number,
  weeksPerYear: number,
  payees: PayeeContext,
): NannyTaxYearView {
  const cumWages = cumulativeWages(annualWagesCents, weeksPerYear);
  const wages = perQuarter(cumWages);
  // With no wages at all, a flat amount (extra withholding per paycheck) follows the weeks instead.
  const byQuarter =
    annualWagesCents > 0
      ? quartered(lines, cumWages, annualWagesCents)
      : quartered(lines, cumulativeWeeks(weeksPerYear), weeksPerYear);
  const employee = sumWhere(byQuarter, (l) => l.payer === 'employee');
  const employer = sumWhere(byQuarter, (l) => l.payer !== 'employee');
  const stateUi = sumWhere(byQuarter, (l) => payees.uiCodes.has(l.code));
  const quarters: NannyTaxQuarter[] = QUARTERS.map((quarter, q) => {
    const gross = wages[q] ?? 0;
    const employerCents = employer[q] ?? 0;
    return {
      quarter,
      grossWages: toDollars(gross),
      employeeTaxes: toDollars(employee[q] ?? 0),
      employerTaxes: toDollars(employerCents),
      totalEmployerCost: toDollars(gross + employerCents),
      stateUnemployment: toDollars(stateUi[q] ?? 0),
    };
  });
  return { quarters, dueDates: dueDates(byQuarter, wages, payees), note: YEAR_VIEW_NOTE };
}
