/** @jest-environment node */
import { citedHosts, hostStanding, sourceProblems } from '@/lib/tax/sourceRule';

describe('the source rule', () => {
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
});
