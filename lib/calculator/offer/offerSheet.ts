import { paycheckHeading } from '@/lib/calculator/resultLabels';
import { stateNameIn } from '@/lib/calculator/labels';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { formatDueDate } from '@/lib/calculator/yearViewLabels';
import { type Calculation } from '@/lib/calculator/calculation';
import { type Locale } from '@/lib/site/i18n/locale';
import { formatUsd } from '@/lib/tax/money';
import { type HireNoticeRule } from './hireNotice';
import { offerFootnotes, type OfferFootnote } from './offerFootnotes';
import { payNotice, type PayNoticeModel } from './payNotice';
import { type SickLeaveText } from './paidSickLeave';
import { OFFER_SHEET_WORDS } from './text/offerSheetWords';
import { hireNoticeIn, sickLeaveIn } from './text/offerRulesIn';

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
  /** The day the sheet was written, as "April 15, 2026" or "15 de abril de 2026". */
  preparedOn: string;
  stateName: string;
  taxYear: number;
  pay: OfferLine[];
  withholding: OfferLine[];
  cost: OfferLine[];
  timeOff: OfferTimeOff;
  sickLeave: SickLeaveText;
  /**
   * The engine's warnings where the rate is under a federal, state or local minimum wage, in the
   * language the calculation was worded in.
   */
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

/**
 * The offer sheet for a calculation: the agreed rates (docs/calculator.md#pay-rates), hours and
 * schedule, the withholding the family will do, the employer's cost, and the time off with the
 * state's sick-time minimum (docs/calculator.md#offer-sheet), written in `locale`. The
 * calculation's own words (line names, warnings) come worded already: a Spanish sheet takes a
 * calculation from the Spanish engine.
 */
export function offerSheet(
  calculation: Calculation,
  timeOff: OfferTimeOff,
  today: string,
  locale: Locale = 'en',
): OfferSheetModel {
  const { input, result } = calculation;
  const words = OFFER_SHEET_WORDS[locale];
  const rates = result.payRates;
  const notice = payNotice(result.state, rates, input.payFrequency);
  // The lines New York's pay notice states too (its items 3, 6 and 7): printed once, in the notice.
  const restated = notice ? ({ restatedInNotice: true } as const) : {};
  const perHour = (dollars: number) => fillIn(words.perHour, { amount: formatUsd(dollars) });
  const perPaycheck = (dollars: number) =>
    fillIn(words.perPaycheck, { amount: formatUsd(dollars) });
  const paycheck = paycheckHeading(input.payFrequency, words.paycheck).toLowerCase();
  const pay: OfferLine[] = [
    { label: words.regularRate, value: perHour(rates.regularHourly), ...restated },
    { label: words.overtimeRate, value: perHour(rates.overtimeHourly), ...restated },
  ];
  if (rates.doubleTimeHourly !== undefined) {
    pay.push({ label: words.doubleTimeRate, value: perHour(rates.doubleTimeHourly) });
  }
  pay.push(
    {
      label: words.guaranteedHours,
      value: fillIn(words.hoursValue, {
        hours: String(input.hoursPerWeek),
        days: String(input.daysPerWeek),
      }),
    },
    { label: words.weeksAYear, value: String(input.weeksPerYear) },
    { label: words.payFrequency, value: words.frequency[input.payFrequency], ...restated },
    {
      label: fillIn(words.grossPay, { paycheck }),
      value: formatUsd(result.perPaycheck.grossWages),
    },
  );
  const employeeLines = result.lineItems.filter((l) => l.payer === 'employee');
  const withholding: OfferLine[] =
    employeeLines.length === 0
      ? [{ label: words.taxesWithheld, value: words.noneAtTheseWages }]
      : employeeLines.map((l) => ({ label: l.label, value: perPaycheck(l.perPaycheck) }));
  withholding.push({ label: words.takeHome, value: perPaycheck(result.perPaycheck.netPay) });
  const cost: OfferLine[] = [
    {
      label: words.employerTaxes,
      value: fillIn(words.perYear, { amount: formatUsd(result.annual.employerTaxes) }),
    },
    {
      label: words.totalCost,
      value: fillIn(words.totalCostValue, {
        perPaycheck: formatUsd(result.perPaycheck.totalEmployerCost),
        annual: formatUsd(result.annual.totalEmployerCost),
      }),
    },
  ];
  const wageWarnings = result.warnings.filter((w) => MINIMUM_WAGE_CODES.has(w.code));
  return {
    preparedOn: formatDueDate(today, locale),
    stateName: stateNameIn(result.state, locale),
    taxYear: result.taxYear,
    pay,
    withholding,
    cost,
    timeOff,
    sickLeave: sickLeaveIn(result.state, locale),
    wageWarnings: wageWarnings.map((w) => w.message),
    payNotice: notice,
    hireNotice: hireNoticeIn(result.state, locale),
    footnotes: offerFootnotes(result, wageWarnings),
    search: calculation.search,
  };
}
