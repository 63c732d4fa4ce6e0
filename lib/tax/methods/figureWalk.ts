import { type Figure } from '../types';

/** One figure of a year's data and where it sits. */
export interface PlacedFigure {
  /** Keys from the year's root, list entries by their `code`: `.localities.list[PA-PHILADELPHIA].tax.resident`. */
  readonly path: string;
  /** The same steps for a reader: a list entry by its `name`, `label` or `form` where it has one. */
  readonly trail: readonly string[];
  readonly figure: Figure<unknown>;
}

type Sourced = Record<string, unknown> & Figure<unknown>;

function isFigure(record: Record<string, unknown>): record is Sourced {
  return 'value' in record && ('source' in record || 'asOf' in record);
}

/** A list entry's key in a path (its code, else its position) and its name for a reader. */
function entryStep(child: unknown, index: number): { key: string; name: string } {
  if (typeof child !== 'object' || child === null) return { key: String(index), name: '' };
  const entry = child as Record<string, unknown>;
  // Each payer's share of a program repeats its code: `[OR_PAID_LEAVE:employee]`.
  const code =
    typeof entry.payer === 'string' ? `${String(entry.code)}:${entry.payer}` : entry.code;
  const key = typeof entry.code === 'string' ? String(code) : String(index);
  const name = [entry.name, entry.label, entry.form].find((n) => typeof n === 'string');
  return { key, name: typeof name === 'string' ? name : key };
}

/**
 * Every figure (`{ value, source, asOf }`) under `node`, with its path. List entries with a `code`
 * (localities, programs, surcharges) are keyed by it, so a path names the figure, not a position,
 * and the same figure has the same path in every year. A year's `notices` are its own messages,
 * not figures, and never carried into the next year, so they are left out.
 */
export function walkFigures(
  node: unknown,
  path = '',
  trail: readonly string[] = [],
): PlacedFigure[] {
  if (Array.isArray(node)) {
    const seen = new Map<string, number>();
    return node.flatMap((child: unknown, index) => {
      const step = entryStep(child, index);
      // A code can repeat (each payer's share of a program): the repeats are `[CODE#2]`, `[CODE#3]`.
      const count = (seen.get(step.key) ?? 0) + 1;
      seen.set(step.key, count);
      const key = count > 1 ? `${step.key}#${count}` : step.key;
      return walkFigures(child, `${path}[${key}]`, [...trail, step.name]);
    });
  }
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  if (isFigure(record)) return [{ path, trail, figure: record }];
  return Object.entries(record)
    .filter(([key]) => key !== 'notices')
    .flatMap(([key, child]) => walkFigures(child, `${path}.${key}`, [...trail, key]));
}
