/** @jest-environment node */
import fc from 'fast-check';
import { calculateNannyTax } from '@/lib/tax/calculate';
import { citationOf } from '@/lib/tax/citation';
import { withDefaults } from '@/lib/tax/defaults';
import { completeInput, localityInput } from '../../../support/nannyTaxInputArbitrary';

describe('citationOf', () => {
  it('takes the web addresses out of the words, keeping the date and the estimate', () => {
    expect(
      citationOf({
        value: 1,
        source: 'IRS Publication 926 (2026), https://www.irs.gov/publications/p926 ; IRC §3306',
        asOf: '2026',
        estimated: true,
      }),
    ).toEqual({
      text: 'IRS Publication 926 (2026); IRC §3306',
      urls: ['https://www.irs.gov/publications/p926'],
      asOf: '2026',
      estimated: true,
    });
  });

  it('drops brackets left empty by an address', () => {
    const { text, urls } = citationOf({
      value: 1,
      source: 'EDD (https://edd.ca.gov/a)',
      asOf: '2026',
    });
    expect(text).toBe('EDD');
    expect(urls).toEqual(['https://edd.ca.gov/a']);
  });
});

describe('warning messages', () => {
  it('never carry a web address, with or without a locality (property)', () => {
    fc.assert(
      fc.property(fc.oneof(completeInput, localityInput), (input) => {
        for (const w of calculateNannyTax(withDefaults(input)).warnings) {
          expect(w.message).not.toMatch(/https?:\/\/|www\./);
          if (w.source) expect(w.source.text).not.toMatch(/https?:\/\//);
        }
      }),
      { numRuns: 300 },
    );
  });
});
