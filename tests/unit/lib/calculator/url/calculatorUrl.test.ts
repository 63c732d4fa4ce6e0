/** @jest-environment node */
import fc from 'fast-check';
import { calculatorResultUrl, searchQuery } from '@/lib/calculator/url/calculatorResultUrl';
import { calculatorQuery, calculatorSearch } from '@/lib/calculator/url/calculatorUrl';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { fromQuery } from '@/lib/calculator/url/query';
import { completeInput } from '../../../../support/nannyTaxInputArbitrary';

describe('calculator URLs', () => {
  it('writes the default example with the required parameters only', () => {
    expect(calculatorSearch(DEFAULT_NANNY_TAX_INPUT)).toBe(
      'year=2026&state=TX&amount=25&per=hour&type=gross&hours=40&frequency=weekly',
    );
  });

  it('gives an absolute result URL under the base path', () => {
    expect(
      calculatorResultUrl('https://www.example.com', calculatorSearch(DEFAULT_NANNY_TAX_INPUT)),
    ).toBe(
      'https://www.example.com/app/hp-vhp/nanny-tax-calculator?year=2026&state=TX&amount=25&per=hour&type=gross&hours=40&frequency=weekly',
    );
  });

  it('turns a query string back into the router’s query parameters', () => {
    const input = { ...DEFAULT_NANNY_TAX_INPUT, state: 'NY' as const };
    expect(searchQuery(calculatorSearch(input))).toEqual(calculatorQuery(input));
  });

  it('is read back by the server into the same input (property)', () => {
    fc.assert(
      fc.property(completeInput, (input) => {
        const url = new URL(calculatorResultUrl('http://localhost:3000', calculatorSearch(input)));
        expect(fromQuery(url.searchParams)).toEqual(input);
      }),
    );
  });
});
