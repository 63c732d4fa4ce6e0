import { citationOf } from './citation';
import { type NannyTaxLineItem } from './contract';
import { divideCents, multiplyCents, toDollars } from './money';
import { type Figure, type Payer } from './types';

/** A line item while the engine works in cents, with the figures it was computed from. */
export interface LineDraft {
  readonly code: string;
  readonly label: string;
  readonly payer: Payer;
  readonly rate: number | null;
  readonly taxableWagesCents: number;
  readonly annualCents: number;
  readonly figures: readonly Figure<unknown>[];
  /**
   * The amount in each calendar quarter (cents), set only where the rate changes by quarter, so
   * the year view takes these instead of spreading the annual amount over the wages.
   */
  readonly quarterCents?: readonly number[];
  /**
   * One paycheck's amount (cents) on the request's pay date, set only where a figure changes
   * inside the year, so the paycheck is not the year's average (docs/tax.md#effective-dates).
   */
  readonly perPeriodCents?: number;
}

/** A rate × taxable-wages line, rounded to the cent on the annual amount. */
export function rateLine(
  code: string,
  label: string,
  payer: Payer,
  rate: number,
  taxableWagesCents: number,
  figures: readonly Figure<unknown>[],
): LineDraft {
  return {
    code,
    label,
    payer,
    rate,
    taxableWagesCents,
    annualCents: multiplyCents(taxableWagesCents, rate),
    figures,
  };
}

/** One paycheck's amount of a line (cents): its own on the pay date, else annual ÷ periods. */
export function perPeriodCents(draft: LineDraft, periods: number): number {
  return draft.perPeriodCents ?? divideCents(draft.annualCents, periods);
}

/**
 * The public line item: dollars, per-paycheck = annual ÷ pay periods rounded to the cent, the
 * distinct sources joined, `asOf` the oldest of them (the line is only as current as its stalest
 * figure), and `estimated` when any figure is.
 */
export function toLineItem(draft: LineDraft, periods: number): NannyTaxLineItem {
  const sources = [...new Set(draft.figures.map((f) => f.source))];
  const structured = sources.map((text) => {
    const figures = draft.figures.filter((f) => f.source === text);
    const oldest = figures.reduce((a, b) => (b.asOf < a.asOf ? b : a));
    return { ...citationOf(oldest), estimated: figures.some((f) => f.estimated === true) };
  });
  const asOf = draft.figures.map((f) => f.asOf).reduce((a, b) => (b < a ? b : a), '9999');
  return {
    code: draft.code,
    label: draft.label,
    payer: draft.payer,
    rate: draft.rate,
    taxableWages: toDollars(draft.taxableWagesCents),
    annual: toDollars(draft.annualCents),
    perPaycheck: toDollars(perPeriodCents(draft, periods)),
    source: sources.join(' ; '),
    asOf,
    estimated: draft.figures.some((f) => f.estimated === true),
    sources: structured,
  };
}
