import { entriesOf } from '../dated';
import { sourceDocuments, type SourceDocument } from '../sourceDocuments';
import { stateName } from '../states';
import { type Figure } from '../types';
import { figureLabel } from './figureLabel';
import { walkFigures, type PlacedFigure } from './figureWalk';
import { formatFigureValue } from './figureValue';
import { jurisdictionOf, type YearFigures } from './jurisdiction';
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
): FigureChange {
  const jurisdiction = jurisdictionOf(placed.path, data);
  return {
    effective: at.effective,
    year: data.year,
    jurisdiction: jurisdiction === 'federal' ? 'Federal' : stateName(jurisdiction),
    figure: figureLabel(placed),
    isNew: at.before === undefined,
    before: at.before === undefined ? null : formatFigureValue(at.before, placed.path),
    after: formatFigureValue(at.after, placed.path),
    estimated: at.estimated,
    documents: sourceDocuments(placed.figure.source),
  };
}

/** The dated changes inside a year: every `changes` entry after the first. */
export function changesWithinYear(data: YearFigures): FigureChange[] {
  return walkFigures(data).flatMap((placed) => {
    const entries = placed.figure.changes ?? [];
    return entries.slice(1).flatMap((entry, i) => {
      const previous = entries[i];
      if (!previous || sameValue(previous.value, entry.value)) return [];
      const estimated = entry.estimated === true || placed.figure.estimated === true;
      return [
        changeOf(placed, data, {
          effective: entry.from,
          before: previous.value,
          after: entry.value,
          estimated,
        }),
      ];
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
export function changesBetweenYears(earlier: YearFigures, later: YearFigures): FigureChange[] {
  const before = new Map(walkFigures(earlier).map((p) => [p.path, p.figure]));
  const firstDay = `${later.year}-01-01`;
  return walkFigures(later).flatMap((placed) => {
    if (placed.path.startsWith(CALENDAR)) return [];
    const old = before.get(placed.path);
    const opening = entriesOf(placed.figure)[0]?.value;
    if (old && sameValue(closingValue(old), opening)) return [];
    return [
      changeOf(placed, later, {
        effective: firstDay,
        before: old ? closingValue(old) : undefined,
        after: opening,
        estimated: isEstimated(placed.figure),
      }),
    ];
  });
}

/** Every change the year folders hold, oldest first: inside each year and between years. */
export function figureChangelog(years: readonly YearFigures[]): FigureChange[] {
  const sorted = [...years].sort((a, b) => a.year - b.year);
  const changes = sorted.flatMap((data, i) => {
    const previous = sorted[i - 1];
    return [...(previous ? changesBetweenYears(previous, data) : []), ...changesWithinYear(data)];
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
