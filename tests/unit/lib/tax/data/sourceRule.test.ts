/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { AFTER_DATE, TEXT_SLIP, sourceProblems } from '@/lib/tax/sourceRule';
import { sourceDocuments } from '@/lib/tax/sourceDocuments';

interface Sourced {
  readonly path: string;
  readonly source: string;
  readonly estimated: boolean;
  readonly note: string;
  readonly isFigure: boolean;
}

/** Every sourced node (a figure, or a bare source reference) under `node`, with its path. */
function sourcedNodes(node: unknown, path: string, out: Sourced[], seen: Set<object>): Sourced[] {
  if (!node || typeof node !== 'object' || seen.has(node)) return out;
  seen.add(node);
  const record = node as Record<string, unknown>;
  if (typeof record.source === 'string' && typeof record.asOf === 'string')
    out.push({
      path,
      source: record.source,
      estimated: record.estimated === true,
      note: typeof record.note === 'string' ? record.note : '',
      isFigure: 'value' in record,
    });
  for (const [key, value] of Object.entries(record))
    sourcedNodes(value, `${path}.${key}`, out, seen);
  return out;
}

const EVERY_FIGURE = Object.entries(TAX_YEARS).flatMap(([year, data]) =>
  sourcedNodes(data, year, [], new Set()),
);
const TODAY = '2026-11-26';

describe('the source rule over the year folders', () => {
  it('cites no address ending in the colon, comma or full stop of its sentence', () => {
    const ends = EVERY_FIGURE.flatMap(({ source }) => sourceDocuments(source)).flatMap(
      ({ href }) => (href !== null && /[:,.]$/.test(href) ? [href] : []),
    );
    expect(ends).toEqual([]);
  });

  it('walks a figure of every year folder', () => {
    expect(EVERY_FIGURE.length).toBeGreaterThan(1000);
    for (const year of Object.keys(TAX_YEARS))
      expect(EVERY_FIGURE.some((f) => f.path.startsWith(year))).toBe(true);
  });

  it('holds for every figure: agencies or marked professional sources, no pipeline notes', () => {
    const broken = EVERY_FIGURE.flatMap((f) =>
      sourceProblems(f.source, f.estimated || !f.isFigure, f.note).map((p) => `${f.path}: ${p}`),
    );
    expect(broken).toEqual([]);
  });

  it('keeps no "after <date>" promise whose date has passed', () => {
    const stale = EVERY_FIGURE.filter((f) => {
      const match = AFTER_DATE.exec(`${f.source} ${f.note}`);
      return match !== null && new Date(match[0].slice(6)).toISOString().slice(0, 10) < TODAY;
    });
    expect(stale.map((f) => f.path)).toEqual([]);
  });

  it('reads every source as documents a reader can follow: a titled link each, no raw address', () => {
    const unreadable = EVERY_FIGURE.flatMap((f) => {
      const docs = sourceDocuments(f.source);
      return docs
        .filter(
          (d, i) =>
            /https?:|www\./.test(`${d.title} ${d.detail}`) ||
            // A link says which document it is: its agency and title, not only its site.
            (d.href !== null && (!/[A-Za-z]/.test(d.title) || /^[a-z0-9.-]+$/.test(d.title))) ||
            // A link named by the tail of a clause ("non-residents 3.43%…") while the document's
            // name sits unlinked in the part before: the address came after the wrong clause.
            (d.href !== null &&
              /^[a-z]/.test(d.title) &&
              !d.title.startsWith('as reported by') &&
              docs[i - 1]?.href === null),
        )
        .map((d) => `${f.path}: ${JSON.stringify(d)}`);
    });
    expect(unreadable).toEqual([]);
  });

  it('leaves no stray punctuation in what a reader sees: no ",,", " ,", "( )" or ", ("', () => {
    const slipped = EVERY_FIGURE.flatMap((f) =>
      [...sourceDocuments(f.source).flatMap((d) => [d.title, d.detail]), f.note]
        .filter((words) => TEXT_SLIP.test(words))
        .map((words) => `${f.path}: ${words}`),
    );
    expect(slipped).toEqual([]);
  });
});
