import { type DatedValue, type Figure } from './types';

/*
 * Figures that change inside the year (docs/tax.md#effective-dates): the value in force on a
 * date, and how a figure runs through the year in words.
 */

/** The entries of a figure: its dated changes, or its one value from the start of time. */
export function entriesOf<T>(figure: Figure<T>): readonly DatedValue<T>[] {
  return figure.changes && figure.changes.length > 0
    ? figure.changes
    : [{ from: '0000-01-01', value: figure.value }];
}

/** Index of the entry in force on `date` (the last whose `from` is not after it; else the first). */
export function entryIndexOn(entries: readonly { from: string }[], date: string): number {
  let index = 0;
  entries.forEach((entry, i) => {
    if (entry.from <= date) index = i;
  });
  return index;
}

/** The figure as it stands on `date`: its value then, the rest unchanged. */
export function figureOn<T>(figure: Figure<T>, date: string): Figure<T> {
  if (!figure.changes) return figure;
  const entries = entriesOf(figure);
  const entry = entries[entryIndexOn(entries, date)];
  if (!entry) return figure;
  return {
    ...figure,
    value: entry.value,
    ...(entry.estimated ? { estimated: true } : {}),
    ...(entry.note ? { note: entry.note } : {}),
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sep 30" for 2026-09-30. */
export function shortDate(iso: string): string {
  return `${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''} ${Number(iso.slice(8, 10))}`;
}

/** The day before an ISO date ("to Sep 29" for a change on Sep 30). */
function dayBefore(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * How a dated figure runs through the year, for a line's or warning's description: "$14.00 to
 * Sep 29, $15.00 from Sep 30". Null when it does not change.
 */
export function changeDescription<T>(
  figure: Figure<T>,
  format: (value: T) => string,
): string | null {
  const entries = figure.changes;
  if (!entries || entries.length < 2) return null;
  return entries
    .map((entry, i) => {
      const next = entries[i + 1];
      const text = format(entry.value);
      if (i === 0 && next) return `${text} to ${shortDate(dayBefore(next.from))}`;
      return `${text} from ${shortDate(entry.from)}`;
    })
    .join(', ');
}
