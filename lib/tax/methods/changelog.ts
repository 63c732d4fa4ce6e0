import { type Locale } from '@/lib/site/i18n/locale';
import { entriesOf } from '../dated';
import { sourceDocuments, type SourceDocument } from '../sourceDocuments';
import { type Figure } from '../types';
import { figureLabelIn } from './figureLabel.es';
import { walkFigures, type PlacedFigure } from './figureWalk';
import { formatFigureValue } from './figureValue';
import { jurisdictionName, jurisdictionOf, type YearFigures } from './jurisdiction';
import { documentsIn } from './sourceDetails.es';
import { isEstimated } from './support';

/** One change of one figure, from the data (docs/site.md#methods-page). */
export interface FigureChange {
  /** The day the new value takes effect (YYYY-MM-DD). */
  readonly effective: string;
  /** The tax year whose folder holds the new value. */
  readonly year: number;
  /** "Federal" or the state's name (a city's figure is under its state). */
  readonly jurisdiction: string;
  /** What the figure is: "Minimum wage", "Philadelphia: tax, resident". */
  readonly figure: string;
  /** True for a figure the year's folder is the first to hold (it has no value before). */
  readonly isNew: boolean;
  /** The values in words; null where there is none before, or for a table words cannot sum up. */
  readonly before: string | null;
  readonly after: string | null;
  readonly estimated: boolean;
  /** The documents the source cites, as a reader follows them (agency and title linked). */
  readonly documents: readonly SourceDocument[];
}

/** Due dates move with each year's calendar: a new date is not a change of rule. */
const CALENDAR = '.calendar.';

/** Deep equality of two data values (plain objects, lists and primitives). */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function changeOf(
  placed: PlacedFigure,
  data: YearFigures,
  at: { effective: string; before: unknown; after: unknown; estimated: boolean },
  locale: Locale,
): FigureChange {
  const { path } = placed;
  return {
    effective: at.effective,
    year: data.year,
    jurisdiction: jurisdictionName(jurisdictionOf(path, data), locale),
    figure: figureLabelIn(placed, locale),
    isNew: at.before === undefined,
    before: at.before === undefined ? null : formatFigureValue(at.before, path, locale),
    after: formatFigureValue(at.after, path, locale),
    estimated: at.estimated,
    documents: documentsIn(sourceDocuments(placed.figure.source), locale),
  };
}

/** The dated changes inside a year: every `changes` entry after the first. */
export function changesWithinYear(data: YearFigures, locale: Locale = 'en'): FigureChange[] {
  return walkFigures(data).flatMap((placed) => {
    const entries = placed.figure.changes ?? [];
    return entries.slice(1).flatMap((entry, i) => {
      const previous = entries[i];
      if (!previous || sameValue(previous.value, entry.value)) return [];
      const estimated = entry.estimated === true || placed.figure.estimated === true;
      const at = { effective: entry.from, before: previous.value, after: entry.value, estimated };
      return [changeOf(placed, data, at, locale)];
    });
  });
}

/** A figure's value at the end of its year (its last dated value). */
function closingValue(figure: Figure<unknown>): unknown {
  return entriesOf(figure).at(-1)?.value;
}

/**
 * What differs between one year's folder and the next's: each figure whose value on the new
 * year's first day is not the old year's last value, and each figure new that year. Due dates
 * are left out (every year has its own).
 */
export function changesBetweenYears(
  earlier: YearFigures,
  later: YearFigures,
  locale: Locale = 'en',
): FigureChange[] {
  const before = new Map(walkFigures(earlier).map((p) => [p.path, p.figure]));
  const firstDay = `${later.year}-01-01`;
  return walkFigures(later).flatMap((placed) => {
    if (placed.path.startsWith(CALENDAR)) return [];
    const old = before.get(placed.path);
    const opening = entriesOf(placed.figure)[0]?.value;
    if (old && sameValue(closingValue(old), opening)) return [];
    const closing = old ? closingValue(old) : undefined;
    const estimated = isEstimated(placed.figure);
    const at = { effective: firstDay, before: closing, after: opening, estimated };
    return [changeOf(placed, later, at, locale)];
  });
}

/**
 * Every change the year folders hold, oldest first: inside each year and between years, worded
 * for a reader of `locale` (names, values and sources).
 */
export function figureChangelog(
  years: readonly YearFigures[],
  locale: Locale = 'en',
): FigureChange[] {
  const sorted = [...years].sort((a, b) => a.year - b.year);
  const changes = sorted.flatMap((data, i) => {
    const previous = sorted[i - 1];
    return [
      ...(previous ? changesBetweenYears(previous, data, locale) : []),
      ...changesWithinYear(data, locale),
    ];
  });
  return changes.sort(
    (a, b) =>
      a.effective.localeCompare(b.effective) ||
      a.jurisdiction.localeCompare(b.jurisdiction) ||
      a.figure.localeCompare(b.figure),
  );
}

/** The changelog by tax year, the newest year first and the newest change first within it. */
export function changelogByYear(
  changes: readonly FigureChange[],
): { year: number; changes: FigureChange[] }[] {
  const years = [...new Set(changes.map((c) => c.year))].sort((a, b) => b - a);
  return years.map((year) => ({
    year,
    changes: changes.filter((c) => c.year === year).reverse(),
  }));
}
