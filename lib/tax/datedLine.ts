import { type LineDraft } from './lineItem';
import { divideCents, sumCents } from './money';
import { quarterIndexOf } from './payDates';
import { entryIndexOn } from './dated';

/** When a calculation's paychecks fall: the year's pay dates, the request's own, and how many. */
export interface PayDateFacts {
  readonly payDates: readonly string[];
  readonly payDate: string;
  readonly periods: number;
}

/**
 * One line computed once per value of a figure that changes inside the year, combined into the
 * year's line (docs/tax.md#effective-dates): each value's paycheck amount on the pay dates it
 * covers, the request's pay date's amount as the paycheck, the quarters placed by pay date, and
 * `description` ("5.19% to May 10, 4.99% from May 11") added to the label.
 */
export function combineDatedLines(
  variants: readonly { readonly from: string; readonly line: LineDraft | null }[],
  dates: PayDateFacts,
  description: string | null,
): LineDraft | null {
  if (variants.length <= 1) return variants[0]?.line ?? null;
  const current = variants[entryIndexOn(variants, dates.payDate)]?.line ?? null;
  const base = current ?? variants.find((v) => v.line)?.line ?? null;
  if (!base) return null;
  const perPeriod = variants.map((v) =>
    v.line ? divideCents(v.line.annualCents, dates.periods) : 0,
  );
  const quarterCents = [0, 0, 0, 0];
  for (const date of dates.payDates) {
    const q = quarterIndexOf(date);
    quarterCents[q] = (quarterCents[q] ?? 0) + (perPeriod[entryIndexOn(variants, date)] ?? 0);
  }
  return {
    ...base,
    label: description ? `${base.label} (${description})` : base.label,
    annualCents: sumCents(quarterCents),
    perPeriodCents: current ? divideCents(current.annualCents, dates.periods) : 0,
    quarterCents,
    figures: [...new Set(variants.flatMap((v) => v.line?.figures ?? []))],
  };
}
