import { type Locale } from '@/lib/site/i18n/locale';
import { stateNameEs } from '../messages/stateNames.es';
import { isStateCode, stateName, type StateCode } from '../states';

/** Whose figure it is: the federal government's (and the dates every state shares), or a state's. */
export type Jurisdiction = 'federal' | StateCode;

/**
 * What the methods functions read of a year besides its figures (a `TaxYearData` is one): small
 * enough for a test to build by hand.
 */
export interface YearFigures {
  readonly year: number;
  readonly localities: {
    readonly list: readonly { readonly code: string; readonly state: StateCode }[];
  };
}

/** Branches of a year keyed by state code: `.states.FL…`, `.calendar.stateReturns.NY…`. */
const BY_STATE =
  /^\.(?:states|stateWithholding|localIncomeTaxes|calendar\.stateReturns)\.([A-Z]{2})(?:[.[]|$)/;
/** A city's or county's figure: counted under its state (`Locality.state`). */
const LOCALITY = /^\.localities\.list\[([^\]]+)\]/;
/** Figures of one state's localities kept beside the list. */
const LOCALITY_TABLES: Readonly<Record<string, StateCode>> = {
  '.localities.marylandScheduleRates': 'MD',
};

/** The jurisdiction a figure of `data` at `path` belongs to; everything else is federal. */
export function jurisdictionOf(path: string, data: YearFigures): Jurisdiction {
  const byState = BY_STATE.exec(path)?.[1];
  if (byState && isStateCode(byState)) return byState;
  const localityCode = LOCALITY.exec(path)?.[1];
  if (localityCode !== undefined) {
    const locality = data.localities.list.find((l) => l.code === localityCode);
    if (locality) return locality.state;
  }
  const table = Object.entries(LOCALITY_TABLES).find(([prefix]) => path.startsWith(prefix));
  return table ? table[1] : 'federal';
}

/** How many leading steps of a figure's trail name its jurisdiction's branch (not the figure). */
export function branchDepth(path: string): number {
  if (path.startsWith('.calendar.stateReturns.')) return 3;
  if (BY_STATE.test(path)) return 2;
  if (LOCALITY.test(path)) return 2;
  if (path.startsWith('.federal.')) return 1;
  return 0;
}

/** A jurisdiction's name for a reader: "Federal" (the same word in Spanish), a state's name. */
export function jurisdictionName(jurisdiction: Jurisdiction, locale: Locale): string {
  if (jurisdiction === 'federal') return 'Federal';
  return locale === 'es' ? stateNameEs(jurisdiction) : stateName(jurisdiction);
}
