import { type StateCode } from '../states';
import { type Figure } from '../types';
import { AGENCY_SOURCES } from './2026/agencySources';
import { SOURCES } from './2026/sources';

/** One year's FUTA credit reductions: the DOL's final list, or a projection until it is out. */
export interface CreditReductionYear {
  /** "final" once the DOL publishes the list (after November 10 of the year). */
  readonly status: 'final' | 'projected';
  /** Extra FUTA rate by state (decimal). States not listed have none. */
  readonly reductions: Readonly<Partial<Record<StateCode, number>>>;
  readonly source: string;
  readonly asOf: string;
  readonly note?: string;
}

/** The DOL's list of each year's final credit-reduction states (Form 940 Schedule A repeats it). */
const DOL_FUTA_CREDIT_PAGE = 'https://oui.doleta.gov/unemploy/futa_credit.asp';

type Reductions = Readonly<Partial<Record<StateCode, number>>>;

/** A year's final list as the DOL published it on `asOf` (after November 10 of the year). */
export function dolFinal(reductions: Reductions, asOf: string, note?: string): CreditReductionYear {
  const source = `US DOL, Final ${asOf.slice(0, 4)} FUTA Credit Reductions, ${DOL_FUTA_CREDIT_PAGE}`;
  return { status: 'final', reductions, source, asOf, ...(note ? { note } : {}) };
}

/** A year's reductions as published by someone other than the DOL's own list. */
function reported(
  status: CreditReductionYear['status'],
  reductions: Reductions,
  ref: { readonly source: string; readonly asOf: string },
  note: string,
): CreditReductionYear {
  return { status, reductions, ...ref, note };
}

/**
 * FUTA credit reductions, one row per year (docs/tax-data.md#futa-credit-reduction). When the DOL
 * publishes a year's final list, its row becomes one line, e.g.
 *   2026: dolFinal({ CA: 0.015 }, '2026-11-10'),
 * and next year gets a projected row. The estimated flag then drops from the FUTA line by itself.
 */
export const FUTA_CREDIT_REDUCTIONS = {
  2025: reported(
    'final',
    { CA: 0.012 },
    AGENCY_SOURCES.FUTA_CR_2025_FINAL,
    'Also the US Virgin Islands, 4.5%; CT and NY repaid their loans (0.0%).',
  ),
  2026: reported(
    'projected',
    { CA: 0.015 },
    SOURCES.FUTA_CR_2026,
    'Projected: CA’s 2025 reduction (1.2%) plus the statutory 0.3% for another year with an unpaid loan; the DOL’s January 2026 list of potential 2026 states named only CA and the US Virgin Islands. A benefit-cost-rate add-on could raise it unless waived again. Checked again on 2026-11-26: the DOL’s final 2026 list, due once the November 10, 2026 repayment deadline has passed, is not published in what we can reach, so the projection stays.',
  ),
} as const satisfies Record<number, CreditReductionYear>;

/** The year's reductions as sourced figures, estimated while the year's row is a projection. */
export function creditReductionFigures(
  row: CreditReductionYear,
): Readonly<Partial<Record<StateCode, Figure<number>>>> {
  const out: Partial<Record<StateCode, Figure<number>>> = {};
  for (const [code, value] of Object.entries(row.reductions) as [StateCode, number][]) {
    out[code] = {
      value,
      source: row.source,
      asOf: row.asOf,
      ...(row.status === 'projected' ? { estimated: true } : {}),
      ...(row.note ? { note: row.note } : {}),
    };
  }
  return out;
}
