import { type NannyTaxWarning } from './contract';
import { type LineDraft } from './lineItem';
import { type Figure } from './types';
import { warning } from './warnings';

/** What a result says about figures carried from an earlier year (docs/tax.md#preliminary-answers). */
export interface Preliminary {
  readonly preliminary: boolean;
  readonly warning: NannyTaxWarning | null;
}

/**
 * Whether the lines use any figure carried from an earlier year, and if so the
 * `PRELIMINARY_FIGURES` warning: how many such figures, and the lines they touch.
 */
export function preliminaryFigures(lines: readonly LineDraft[], taxYear: number): Preliminary {
  const carried = new Set<Figure<unknown>>();
  const touched: string[] = [];
  for (const line of lines) {
    const own = line.figures.filter((f) => f.carriedFrom !== undefined);
    own.forEach((f) => carried.add(f));
    if (own.length > 0 && !touched.includes(line.label)) touched.push(line.label);
  }
  if (carried.size === 0) return { preliminary: false, warning: null };
  const fromYears = [...new Set([...carried].map((f) => f.carriedFrom))].filter(
    (year): year is number => year !== undefined,
  );
  return {
    preliminary: true,
    warning: warning('PRELIMINARY_FIGURES', {
      taxYear,
      count: carried.size,
      fromYears,
      lines: touched,
    }),
  };
}
