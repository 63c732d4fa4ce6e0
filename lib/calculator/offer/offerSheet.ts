import { paycheckHeading } from '@/lib/calculator/resultLabels';
import { formatDueDate } from '@/lib/calculator/yearViewLabels';
import { type Calculation } from '@/lib/calculator/calculation';
import { formatUsd } from '@/lib/tax/money';
import { stateName } from '@/lib/tax/states';
import { hireNoticeFor, type HireNoticeRule } from './hireNotice';
import { offerFootnotes, type OfferFootnote } from './offerFootnotes';
import { payNotice, type PayNoticeModel } from './payNotice';
import { sickLeaveFor, type SickLeaveText } from './paidSickLeave';

/** The time off the family intends, from the offer sheet's own URL fields; null: left blank. */
export interface OfferTimeOff {
  /** Paid days off a year (vacation, holidays, personal days). */
  ptoDays: number | null;
  /** Paid sick hours a year. */
  sickHours: number | null;
}

/** One line of the offer: what is agreed and its value. */
export interface OfferLine {
  label: string;
  value: string;
  /** Stated again by New York's pay notice on the same sheet: printed once, in the notice. */
  restatedInNotice?: true;
}

/** Everything the printed offer says, as text, built on the server from a calculation. */
export interface OfferSheetModel {
  /** The day the sheet was written, as "April 15, 2026". */
  preparedOn: string;
  stateName: string;
  taxYear: number;
  pay: OfferLine[];
  withholding: OfferLine[];
  cost: OfferLine[];
  timeOff: OfferTimeOff;
  sickLeave: SickLeaveText;
  /** The engine's warnings where the rate is under a federal, state or local minimum wage. */
  wageWarnings: string[];
  /** New York's bilingual pay notice (LS 54), filled from the offer; null in any other state. */
  payNotice: PayNoticeModel | null;
  /** The state's written notice at hire, named in one line; null where no rule was found. */
  hireNotice: HireNoticeRule | null;
  /** The sources of the minimums and rules the sheet states, numbered, for the foot of the sheet. */
  footnotes: OfferFootnote[];
  /** The calculator's query string for this offer, to go back and change it. */
  search: string;
}

const MINIMUM_WAGE_CODES: ReadonlySet<string> = new Set([
  'BELOW_FEDERAL_MINIMUM_WAGE',
  'BELOW_STATE_MINIMUM_WAGE',
  'BELOW_LOCAL_MINIMUM_WAGE',
]);

/** The pay lines New York's pay notice states too (its items 3, 6 and 7). */
const RESTATED_IN_NOTICE: ReadonlySet<string> = new Set([
  'Regular hourly rate (gross)',
  'Overtime rate (1.5×)',
  'Pay frequency',
]);

const FREQUENCY_WORDS = {
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
} as const;

/**
 * The offer sheet for a calculation: the agreed rates (docs/calculator.md#pay-rates), hours and
 * schedule, the withholding the family will do, the employer's cost, and the time off with the
 * state's sick-time minimum (docs/calculator.md#offer-sheet).
 */
export function offerSheet(
  calculation: Calculation,
  timeOff: OfferTimeOff,
  today: string,
): OfferSheetModel {
  const { input, result } = calculation;
  const rates = result.payRates;
  const paycheck = paycheckHeading(input.payFrequency).toLowerCase();
  const pay: OfferLine[] = [
    { label: 'Regular hourly rate (gross)', value: `${formatUsd(rates.regularHourly)} an hour` },
    { label: 'Overtime rate (1.5×)', value: `${formatUsd(rates.overtimeHourly)} an hour` },
  ];
  if (rates.doubleTimeHourly !== undefined) {
    pay.push({
      label: 'Double-time rate (2×)',
      value: `${formatUsd(rates.doubleTimeHourly)} an hour`,
    });
  }
  pay.push(
    {
      label: 'Guaranteed hours',
      value: `${input.hoursPerWeek} hours a week over ${input.daysPerWeek} days`,
    },
    { label: 'Weeks a year', value: String(input.weeksPerYear) },
    { label: 'Pay frequency', value: FREQUENCY_WORDS[input.payFrequency] },
    { label: `Gross pay, ${paycheck}`, value: formatUsd(result.perPaycheck.grossWages) },
  );
  const employeeLines = result.lineItems.filter((l) => l.payer === 'employee');
  const withholding: OfferLine[] =
    employeeLines.length === 0
      ? [{ label: 'Taxes withheld', value: 'None at these wages' }]
      : employeeLines.map((l) => ({
          label: l.label,
          value: `${formatUsd(l.perPaycheck)} a paycheck`,
        }));
  withholding.push({
    label: 'Estimated take-home pay',
    value: `${formatUsd(result.perPaycheck.netPay)} a paycheck`,
  });
  const cost: OfferLine[] = [
    { label: 'Employer taxes', value: `${formatUsd(result.annual.employerTaxes)} a year` },
    {
      label: 'Total cost to the family',
      value: `${formatUsd(result.perPaycheck.totalEmployerCost)} a paycheck, ${formatUsd(result.annual.totalEmployerCost)} a year`,
    },
  ];
  const wageWarnings = result.warnings.filter((w) => MINIMUM_WAGE_CODES.has(w.code));
  const notice = payNotice(result.state, rates, input.payFrequency);
  return {
    preparedOn: formatDueDate(today),
    stateName: stateName(result.state),
    taxYear: result.taxYear,
    pay: notice
      ? pay.map((line) =>
          RESTATED_IN_NOTICE.has(line.label) ? { ...line, restatedInNotice: true } : line,
        )
      : pay,
    withholding,
    cost,
    timeOff,
    sickLeave: sickLeaveFor(result.state),
    wageWarnings: wageWarnings.map((w) => w.message),
    payNotice: notice,
    hireNotice: hireNoticeFor(result.state)?.value ?? null,
    footnotes: offerFootnotes(result, wageWarnings),
    search: calculation.search,
  };
}
