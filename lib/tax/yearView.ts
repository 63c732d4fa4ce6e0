import { type PaymentCalendar } from './calendar';
import { type NannyTaxDueDate, type NannyTaxQuarter, type NannyTaxYearView } from './contract';
import { type LineDraft } from './lineItem';
import { sumCents, toDollars } from './money';
import { cumulativeWages, cumulativeWeeks, perQuarter, QUARTERS } from './quarters';
import { type Figure } from './types';

/** Lines reported on Schedule H and paid with Form 1040 (Pub 926). */
const SCHEDULE_H_CODES = new Set([
  'SOCIAL_SECURITY',
  'MEDICARE',
  'ADDITIONAL_MEDICARE',
  'FUTA',
  'FEDERAL_INCOME_TAX',
]);

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

/** Per-quarter sums (cents) of employee, employer and state UI amounts, in one pass. */
function quarterSums(
  lines: readonly LineDraft[],
  cumWages: readonly number[],
  annual: number,
  stateUiCodes: ReadonlySet<string>,
) {
  const employee = [0, 0, 0, 0];
  const employer = [0, 0, 0, 0];
  const stateUi = [0, 0, 0, 0];
  for (const line of lines) {
    const payer = line.payer === 'employee' ? employee : employer;
    const ui = stateUiCodes.has(line.code);
    let before = 0;
    for (let q = 0; q < 4; q += 1) {
      const toDate = amountToDate(line, cumWages[q] ?? 0, annual);
      // A rate that changes by quarter (NH) already placed its amounts.
      const amount = line.quarterCents ? (line.quarterCents[q] ?? 0) : toDate - before;
      before = toDate;
      payer[q] = (payer[q] ?? 0) + amount;
      if (ui) stateUi[q] = (stateUi[q] ?? 0) + amount;
    }
  }
  return { employee, employer, stateUi };
}

function dueDate(date: Figure<string>, what: string, amountCents: number | null): NannyTaxDueDate {
  return {
    date: date.value,
    what,
    amount: amountCents === null ? null : toDollars(amountCents),
    source: date.source,
    estimated: date.estimated === true,
  };
}

/** Four equal installments (cents), the last taking the rounding remainder. */
function installments(totalCents: number): number[] {
  const each = Math.floor(totalCents / 4);
  return [each, each, each, totalCents - 3 * each];
}

/**
 * The year by calendar quarter and the dates money or forms are due: Form 1040-ES installments
 * for the Schedule H taxes, the state UI quarterly reports, W-2/W-3 and Schedule H. Pure.
 */
export function yearView(
  lines: readonly LineDraft[],
  annualWagesCents: number,
  weeksPerYear: number,
  stateUiCodes: ReadonlySet<string>,
  calendar: PaymentCalendar,
): NannyTaxYearView {
  const cumWages = cumulativeWages(annualWagesCents, weeksPerYear);
  const wages = perQuarter(cumWages);
  // With no wages at all, a flat amount (extra withholding per paycheck) follows the weeks instead.
  const sums =
    annualWagesCents > 0
      ? quarterSums(lines, cumWages, annualWagesCents, stateUiCodes)
      : quarterSums(lines, cumulativeWeeks(weeksPerYear), weeksPerYear, stateUiCodes);
  const quarters: NannyTaxQuarter[] = QUARTERS.map((quarter, q) => {
    const gross = wages[q] ?? 0;
    const employer = sums.employer[q] ?? 0;
    return {
      quarter,
      grossWages: toDollars(gross),
      employeeTaxes: toDollars(sums.employee[q] ?? 0),
      employerTaxes: toDollars(employer),
      totalEmployerCost: toDollars(gross + employer),
      stateUnemployment: toDollars(sums.stateUi[q] ?? 0),
    };
  });

  const dueDates: NannyTaxDueDate[] = [];
  const scheduleH = sumCents(
    lines.filter((l) => SCHEDULE_H_CODES.has(l.code)).map((l) => l.annualCents),
  );
  if (scheduleH > 0) {
    installments(scheduleH).forEach((amount, i) => {
      const date = calendar.estimatedTax[i];
      if (date)
        dueDates.push(dueDate(date, `Estimated tax payment ${i + 1} (Form 1040-ES)`, amount));
    });
  }
  if (lines.some((l) => stateUiCodes.has(l.code))) {
    QUARTERS.forEach((quarter, q) => {
      const date = calendar.stateUiReports[q];
      const amount = sums.stateUi[q] ?? 0;
      if (date && (wages[q] ?? 0) > 0)
        dueDates.push(dueDate(date, `State unemployment report, quarter ${quarter}`, amount));
    });
  }
  const ficaOrWithholding = lines.some((l) => l.code !== 'FUTA' && SCHEDULE_H_CODES.has(l.code));
  if (ficaOrWithholding)
    dueDates.push(
      dueDate(calendar.w2, 'Form W-2 to your nanny; Forms W-2 and W-3 to the SSA', null),
    );
  if (scheduleH > 0)
    dueDates.push(dueDate(calendar.scheduleH, 'Schedule H with your Form 1040', null));
  dueDates.sort((a, b) => a.date.localeCompare(b.date));
  return { quarters, dueDates, note: YEAR_VIEW_NOTE };
}
