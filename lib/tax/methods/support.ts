import { type Locale } from '@/lib/site/i18n/locale';
import { US_STATES } from '../states';
import { type CheckedOnTable, type Figure } from '../types';
import { walkFigures } from './figureWalk';
import {
  jurisdictionName,
  jurisdictionOf,
  type Jurisdiction,
  type YearFigures,
} from './jurisdiction';

/** How much of a jurisdiction's data an agency (or statute) confirms (docs/site.md#methods-page). */
export type SupportLevel = 'full' | 'partial' | 'estimated';

/** One row of the methods page's table: a jurisdiction's figures for one year, counted. */
export interface JurisdictionSupport {
  readonly jurisdiction: Jurisdiction;
  readonly name: string;
  readonly level: SupportLevel;
  readonly figures: number;
  /** Figures from an agency, a statute or an official publication (not estimated). */
  readonly agencySourced: number;
  readonly estimated: number;
  /** Figures of the next year's folder still carried from this one; null without a next year. */
  readonly carriedNextYear: number | null;
  /** The newest date any of its figures' sources speaks for (`asOf`, at the source's precision). */
  readonly latestAsOf: string;
  /** When research last compared its figures with the agency's document; null if not recorded. */
  readonly lastChecked: string | null;
}

/** True when the figure, or any of its dated values, is a projection or unconfirmed. */
export function isEstimated(figure: Figure<unknown>): boolean {
  return figure.estimated === true || (figure.changes ?? []).some((c) => c.estimated === true);
}

/** Full: nothing estimated; estimated: more than half; partial: the rest. */
export function supportLevel(estimated: number, figures: number): SupportLevel {
  if (estimated === 0) return 'full';
  return estimated * 2 > figures ? 'estimated' : 'partial';
}

/** The figures of a year's data, grouped by jurisdiction. */
function figuresByJurisdiction(data: YearFigures): Map<Jurisdiction, Figure<unknown>[]> {
  const groups = new Map<Jurisdiction, Figure<unknown>[]>();
  for (const { path, figure } of walkFigures(data)) {
    const key = jurisdictionOf(path, data);
    groups.set(key, [...(groups.get(key) ?? []), figure]);
  }
  return groups;
}

/**
 * Federal first, then the 51 jurisdictions in the state list's order, each with its counts for
 * `data`'s year; `next` (the following year's folder) gives how many figures it still carries,
 * `checked` (the year's table, docs/tax-data.md#last-checked) when each was last checked; names
 * in `locale`.
 */
export function supportByJurisdiction(
  data: YearFigures,
  next?: YearFigures,
  checked?: CheckedOnTable,
  locale: Locale = 'en',
): JurisdictionSupport[] {
  const groups = figuresByJurisdiction(data);
  const carried = next ? figuresByJurisdiction(next) : null;
  const keys: Jurisdiction[] = ['federal', ...US_STATES.map((s) => s.code)];
  return keys.map((jurisdiction) => {
    const figures = groups.get(jurisdiction) ?? [];
    const estimated = figures.filter(isEstimated).length;
    const nextFigures = carried?.get(jurisdiction) ?? [];
    return {
      jurisdiction,
      name: jurisdictionName(jurisdiction, locale),
      level: supportLevel(estimated, figures.length),
      figures: figures.length,
      agencySourced: figures.length - estimated,
      estimated,
      carriedNextYear: carried
        ? nextFigures.filter((f) => f.carriedFrom !== undefined).length
        : null,
      latestAsOf: figures.reduce((latest, f) => (f.asOf > latest ? f.asOf : latest), ''),
      lastChecked: checked?.[jurisdiction].on ?? null,
    };
  });
}
