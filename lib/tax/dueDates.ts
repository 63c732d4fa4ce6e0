import { type PaymentCalendar } from './calendar';
import { citationOf } from './citation';
import { type NannyTaxDueDate } from './contract';
import { type LineDraft } from './lineItem';
import { toDollars } from './money';
import { type Payee, payeeOf, type PayeeContext, SCHEDULE_H_CODES } from './payees';
import { QUARTERS } from './quarters';
import { type Figure } from './types';

/** A line with its amount (cents) in each calendar quarter; the four add up to its annual amount. */
export interface QuarteredLine {
  readonly line: LineDraft;
  readonly quarterCents: readonly number[];
}

interface RowSpec {
  readonly date: Figure<string>;
  readonly what: string;
  readonly amountCents: number | null;
  readonly agency: string;
  readonly form: string | null;
  readonly period: string;
  readonly frequency: 'quarterly' | 'annual';
  readonly lineCodes: readonly string[];
}

function row(spec: RowSpec): NannyTaxDueDate {
  return {
    date: spec.date.value,
    what: spec.what,
    amount: spec.amountCents === null ? null : toDollars(spec.amountCents),
    source: spec.date.source,
    estimated: spec.date.estimated === true,
    agency: spec.agency,
    form: spec.form,
    period: spec.period,
    frequency: spec.frequency,
    lineCodes: [...new Set(spec.lineCodes)],
    note: spec.date.note ?? null,
    sources: [citationOf(spec.date)],
  };
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Four equal installments (cents), the last taking the rounding remainder. */
function installments(totalCents: number): number[] {
  const each = Math.floor(totalCents / 4);
  return [each, each, each, totalCents - 3 * each];
}

/** The Form 1040-ES installments of the Schedule H taxes (or raise your own withholding). */
function installmentRows(federal: readonly QuarteredLine[], year: number, cal: PaymentCalendar) {
  const total = sum(federal.map((l) => l.line.annualCents));
  if (total === 0) return [];
  const lineCodes = federal.map((l) => l.line.code);
  return installments(total).flatMap((amountCents, i) => {
    const date = cal.estimatedTax[i];
    if (!date) return [];
    const what = `Estimated tax payment ${i + 1} (Form 1040-ES)`;
    const period = `${year}-Q${i + 1}`;
    const spec = { date, what, amountCents, period, lineCodes, agency: 'IRS' };
    return [row({ ...spec, form: 'Form 1040-ES', frequency: 'quarterly' })];
  });
}

/** The federal filings with nothing more to pay: W-2/W-3 and Schedule H. */
function filingRows(federal: readonly QuarteredLine[], year: number, cal: PaymentCalendar) {
  const filing = {
    frequency: 'annual' as const,
    amountCents: null,
    lineCodes: [],
    period: `${year}`,
  };
  const rows: NannyTaxDueDate[] = [];
  if (federal.some((l) => l.line.code !== 'FUTA'))
    rows.push(
      row({
        ...filing,
        date: cal.w2,
        what: 'Form W-2 to your nanny; Forms W-2 and W-3 to the SSA',
        agency: 'Social Security Administration',
        form: 'Forms W-2 and W-3',
      }),
    );
  if (federal.some((l) => l.line.annualCents > 0))
    rows.push(
      row({
        ...filing,
        date: cal.scheduleH,
        what: 'Schedule H with your Form 1040',
        agency: 'IRS',
        form: 'Schedule H (Form 1040)',
      }),
    );
  return rows;
}

/** One payee's rows: a row per quarter with wages or an amount, or one row for the year. */
function payeeRows(
  payee: Payee,
  lines: readonly QuarteredLine[],
  wages: readonly number[],
  year: number,
) {
  const lineCodes = lines.map((l) => l.line.code);
  const common = { agency: payee.agency, form: payee.form, frequency: payee.frequency, lineCodes };
  const named = payee.form ? `${payee.title} (${payee.form})` : payee.title;
  const [annualDate] = payee.dueDates;
  if (payee.frequency === 'annual' && annualDate)
    return [
      row({
        ...common,
        date: annualDate,
        what: `${named}, ${year}`,
        amountCents: sum(lines.map((l) => l.line.annualCents)),
        period: `${year}`,
      }),
    ];
  return QUARTERS.flatMap((quarter, q) => {
    const date = payee.dueDates[q];
    const amountCents = sum(lines.map((l) => l.quarterCents[q] ?? 0));
    if (!date || ((wages[q] ?? 0) === 0 && amountCents === 0)) return [];
    return [
      row({
        ...common,
        date,
        what: `${named}, quarter ${quarter}`,
        amountCents,
        period: `${year}-Q${quarter}`,
      }),
    ];
  });
}

/**
 * The payment calendar (docs/tax.md#payment-calendar): every line's amount in exactly one row
 * of the return it is paid with, so the rows add up to the line items, plus the federal filings.
 */
export function dueDates(
  lines: readonly QuarteredLine[],
  wages: readonly number[],
  ctx: PayeeContext,
): NannyTaxDueDate[] {
  const groups = new Map<string, { payee: Payee; lines: QuarteredLine[] }>();
  for (const quartered of lines) {
    if (SCHEDULE_H_CODES.has(quartered.line.code)) continue;
    const payee = payeeOf(quartered.line.code, quartered.line.label, ctx);
    const group = groups.get(payee.key) ?? { payee, lines: [] };
    group.lines.push(quartered);
    groups.set(payee.key, group);
  }
  const federal = lines.filter((l) => SCHEDULE_H_CODES.has(l.line.code));
  const rows = installmentRows(federal, ctx.taxYear, ctx.calendar);
  for (const { payee, lines: paid } of groups.values())
    rows.push(...payeeRows(payee, paid, wages, ctx.taxYear));
  rows.push(...filingRows(federal, ctx.taxYear, ctx.calendar));
  return rows.sort((a, b) => a.date.localeCompare(b.date));
}
