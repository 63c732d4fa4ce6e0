/** @jest-environment node */
import { sourceDocuments } from '@/lib/tax/sourceDocuments';

describe('sourceDocuments', () => {
  it('names each linked document by its agency and title, and keeps what it says after them', () => {
    expect(
      sourceDocuments(
        'IRS Publication 926 (2026), Household Employer’s Tax Guide, https://www.irs.gov/pub/irs-pdf/p926.pdf ; SSA, 2026 Social Security Changes (COLA fact sheet): domestic employee coverage threshold $3,000, https://www.ssa.gov/news/press/factsheets/colafacts2026.pdf ; IRC §3121(x) indexing, $1,000 × AWI(2024) ÷ AWI(1993) rounded down to $100',
      ),
    ).toEqual([
      {
        title: 'IRS Publication 926 (2026), Household Employer’s Tax Guide',
        href: 'https://www.irs.gov/pub/irs-pdf/p926.pdf',
        detail: '',
      },
      {
        title: 'SSA, 2026 Social Security Changes (COLA fact sheet)',
        href: 'https://www.ssa.gov/news/press/factsheets/colafacts2026.pdf',
        detail: 'domestic employee coverage threshold $3,000',
      },
      {
        title: '',
        href: null,
        detail: 'IRC §3121(x) indexing, $1,000 × AWI(2024) ÷ AWI(1993) rounded down to $100',
      },
    ]);
  });

  it('takes an address between the title and its colon out of the sentence', () => {
    expect(
      sourceDocuments(
        'Montana DLI, UI employers, https://uid.dli.mt.gov/employers/index.html : new employers get their industry’s rate',
      ),
    ).toEqual([
      {
        title: 'Montana DLI, UI employers',
        href: 'https://uid.dli.mt.gov/employers/index.html',
        detail: 'new employers get their industry’s rate',
      },
    ]);
  });

  it.each([':', ',', '.'])(
    'leaves the sentence’s "%s" right after an address out of the link',
    (mark) => {
      const [document] = sourceDocuments(
        `MD Labor, FAMLI "Contributions", https://paidleave.maryland.gov/employers/contributions${mark} contributions start January 1, 2027`,
      );
      expect(document?.href).toBe('https://paidleave.maryland.gov/employers/contributions');
    },
  );

  it('links an address in brackets from the words before it in its brackets', () => {
    expect(
      sourceDocuments(
        'Michigan Public Act 1 of 2025, amending MCL 408.934: $15.00 an hour from January 1, 2027 (Senate Fiscal Agency, "S.B. 8: Analysis as Enacted", https://www.legislature.mi.gov/x.htm)',
      ),
    ).toEqual([
      {
        title: '',
        href: null,
        detail:
          'Michigan Public Act 1 of 2025, amending MCL 408.934: $15.00 an hour from January 1, 2027 (Senate Fiscal Agency, "S.B. 8: Analysis as Enacted")',
      },
      {
        title: 'Senate Fiscal Agency, "S.B. 8: Analysis as Enacted"',
        href: 'https://www.legislature.mi.gov/x.htm',
        detail: '',
      },
    ]);
    expect(
      sourceDocuments(
        'Household UI tests: California $750 (EDD, Household Employer, https://edd.ca.gov/h ), other states $1,000 (IRS Publication 926, https://www.irs.gov/p926 )',
      ).map((d) => [d.title, d.href]),
    ).toEqual([
      ['', null],
      ['EDD, Household Employer', 'https://edd.ca.gov/h'],
      ['IRS Publication 926', 'https://www.irs.gov/p926'],
    ]);
  });

  it('names a bare address by its site, and a second address in one document by its own', () => {
    expect(sourceDocuments('Agency page, https://a.example/x and https://www.b.example/y')).toEqual(
      [
        { title: 'Agency page, and', href: 'https://a.example/x', detail: '' },
        { title: 'b.example', href: 'https://www.b.example/y', detail: '' },
      ],
    );
    expect(sourceDocuments('https://state.example')).toEqual([
      { title: 'state.example', href: 'https://state.example', detail: '' },
    ]);
  });

  it('ends the title at a colon outside brackets and quotes', () => {
    expect(
      sourceDocuments(
        'Washington local minimum wages (Seattle: Office of Labor Standards), as reported by Perkins Coie, "Washington: New Minimum Wages", https://perkinscoie.com/x : $21.30 in Seattle',
      ),
    ).toEqual([
      {
        title:
          'Washington local minimum wages (Seattle: Office of Labor Standards), as reported by Perkins Coie, "Washington: New Minimum Wages"',
        href: 'https://perkinscoie.com/x',
        detail: '$21.30 in Seattle',
      },
    ]);
  });

  it('keeps a source without an address as its words', () => {
    expect(sourceDocuments('IRS Pub 15-T (2026)')).toEqual([
      { title: '', href: null, detail: 'IRS Pub 15-T (2026)' },
    ]);
  });
});
