/** @jest-environment node */
import { TAX_YEARS } from '@/lib/tax/data';
import { AFTER_DATE, citedHosts, hostStanding, sourceProblems } from '@/lib/tax/sourceRule';

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

describe('the source rule', () => {
  it('walks a figure of every year folder', () => {
    expect(EVERY_FIGURE.length).toBeGreaterThan(1000);
    for (const year of Object.keys(TAX_YEARS))
      expect(EVERY_FIGURE.some((f) => f.path.startsWith(year))).toBe(true);
  });

  it('classes agencies as official, recognised professionals as professional, the rest rejected', () => {
    expect(hostStanding('www.irs.gov')).toBe('official');
    expect(hostStanding('dws.state.nm.us')).toBe('official');
    expect(hostStanding('floridarevenue.com')).toBe('official');
    expect(hostStanding('taxnews.ey.com')).toBe('professional');
    expect(hostStanding('wikisum.wiki')).toBe('rejected');
    expect(hostStanding('github.com')).toBe('rejected');
    expect(citedHosts('x https://web.archive.org/web/20260615/https://www.dws.nm.gov/a y')).toEqual(
      ['www.dws.nm.gov'],
    );
  });

  it('finds a content site, an unmarked secondary source and a pipeline note', () => {
    expect(sourceProblems('as reported by https://wikisum.wiki/wiki/Nanny_tax', true)).toHaveLength(
      1,
    );
    expect(sourceProblems('EY, https://taxnews.ey.com/news/1', false)).toHaveLength(1);
    expect(sourceProblems('EY, https://taxnews.ey.com/news/1', true)).toEqual([]);
    expect(sourceProblems('IRS, https://www.irs.gov/p926 (read via a copy)', false)).toHaveLength(
      1,
    );
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
});
