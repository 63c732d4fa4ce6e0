/** @jest-environment node */
import { TEXT_SLIP, citedHosts, hostStanding, sourceProblems } from '@/lib/tax/sourceRule';

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

  it.each([
    'City of X, 2026 rate (the July notice not found here)',
    'Department notices for July 2026 not seen here',
    'the agency’s own notice was not retrieved, so the figure is estimated',
    'DLI release, not yet checked',
  ])('finds how our search went in %p', (text) => {
    expect(sourceProblems(`Agency, Title, https://agency.gov/a ; ${text}`, true)).toHaveLength(1);
    expect(sourceProblems('Agency, Title, https://agency.gov/a', true, text)).toHaveLength(1);
  });

  it('leaves the rule’s own words alone', () => {
    const fine =
      'Agency, Title: rate 1%, https://agency.gov/a ; estimated until checked against the agency’s own notice';
    expect(
      sourceProblems(fine, true, 'Quarterly shown here; the 2026 page was not found.'),
    ).toEqual([]);
  });

  it.each([
    ['Employer claims and taxes,, and its rate chart', true],
    ['non-residents 3.43% and 3.425%, (the notices)', true],
    ['Domestic workers , rate', true],
    ['Title ( ) rate', true],
    ['Bill No. 250195, § 19-1502(1): residents 3.74% (July 1, 2025), non-residents 3.43%', false],
  ])('TEXT_SLIP finds punctuation left behind in %p: %p', (text, slipped) => {
    expect(TEXT_SLIP.test(text)).toBe(slipped);
  });
});
