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

/**
 * FUTA credit reductions, one row per year. Each November, replace the year's projected row with
 * the DOL's final list (Schedule A of Form 940 repeats it) and add a projected row for next year.
 */
export const FUTA_CREDIT_REDUCTIONS = {
  2025: {
    status: 'final',
    reductions: { CA: 0.012 },
    ...AGENCY_SOURCES.FUTA_CR_2025_FINAL,
    note: 'Also the US Virgin Islands, 4.5%; CT and NY repaid their loans (0.0%).',
  },
  2026: {
    status: 'projected',
    reductions: { CA: 0.015 },
    ...SOURCES.FUTA_CR_2026,
    note: 'Projected: CA’s 2025 reduction (1.2%) plus the statutory 0.3% for another year with an unpaid loan. The DOL’s final 2026 list (due after Nov 10, 2026) was not available to check on 2026-11-23; it replaces this row.',
  },
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
