/** @jest-environment node */
import { citeSources, sourceParts } from '@/lib/calculator/sources';
import { type NannyTaxLineItem } from '@/lib/tax/contract';

function item(code: string, source: string): NannyTaxLineItem {
  return {
    code,
    label: code,
    payer: 'employer',
    rate: 0.01,
    taxableWages: 100,
    annual: 1,
    perPaycheck: 0.02,
    source,
    asOf: '2026',
    estimated: false,
  };
}

describe('sourceParts', () => {
  it('links every address in the text and keeps the words around them', () => {
    expect(
      sourceParts('IRS Pub 926, summary at https://irs.gov/p926 ; https://a.example/x (Dec 2025)'),
    ).toEqual([
      { kind: 'text', text: 'IRS Pub 926, summary at ' },
      { kind: 'link', href: 'https://irs.gov/p926' },
      { kind: 'text', text: ' ; ' },
      { kind: 'link', href: 'https://a.example/x' },
      { kind: 'text', text: ' (Dec 2025)' },
    ]);
  });

  it('keeps a publication title without an address as text', () => {
    expect(sourceParts('IRS Pub 15-T (2026)')).toEqual([
      { kind: 'text', text: 'IRS Pub 15-T (2026)' },
    ]);
  });
});

describe('citeSources', () => {
  it('numbers distinct sources in order of first use and cites repeats by the same number', () => {
    const { list, numbers } = citeSources([
      item('SOCIAL_SECURITY', 'SSA'),
      item('MEDICARE', 'Pub 926'),
      item('SOCIAL_SECURITY', 'SSA'),
      item('SUI', 'https://state.example'),
    ]);
    expect(numbers).toEqual([1, 2, 1, 3]);
    expect(list.map((c) => c.number)).toEqual([1, 2, 3]);
    expect(list[2]?.parts).toEqual([{ kind: 'link', href: 'https://state.example' }]);
  });
});
