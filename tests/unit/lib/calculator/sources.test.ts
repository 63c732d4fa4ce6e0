/** @jest-environment node */
import { citeSources } from '@/lib/calculator/sources';
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
    expect(list[2]?.documents).toEqual([
      { title: 'state.example', href: 'https://state.example', detail: '' },
    ]);
  });
});
