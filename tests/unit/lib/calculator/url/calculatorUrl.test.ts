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

  it('gives the Spanish page’s address for a Spanish visitor, with the same query', () => {
    expect(
      calculatorResultUrl(
        'https://www.example.com',
        calculatorSearch(DEFAULT_NANNY_TAX_INPUT),
        'es',
      ),
    ).toBe(
      'https://www.example.com/app/hp-vhp/es/nanny-tax-calculator?year=2026&state=TX&amount=25&per=hour&type=gross&hours=40&frequency=weekly',
    );
  });

  it('turns a query string back into the router’s query parameters', () => {
    const input = { ...DEFAULT_NANNY_TAX_INPUT, state: 'NY' as const };
    expect(searchQuery(calculatorSearch(input))).toEqual(calculatorQuery(input));
  });

  it('pins a paycheck date, which names its year, and reads it back', () => {
    const input = { ...DEFAULT_NANNY_TAX_INPUT, taxYear: 2027 as const, payDate: '2027-03-15' };
    const search = calculatorSearch(input);
    expect(new URLSearchParams(search).get('date')).toBe('2027-03-15');
    expect(fromQuery(new URLSearchParams(search), DEFAULT_NANNY_TAX_INPUT, '2026-11-30')).toEqual(
      input,
    );
  });

  it('is read back by the server into the same input, with or without a date (property)', () => {
    const dated = fc.tuple(completeInput, fc.integer({ min: 0, max: 729 })).map(([input, day]) => {
      const payDate = new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10);
      return { ...input, taxYear: Number(payDate.slice(0, 4)) as 2026 | 2027, payDate };
    });
    fc.assert(
      fc.property(dated, (input) => {
        const url = new URL(calculatorResultUrl('http://localhost:3000', calculatorSearch(input)));
        expect(fromQuery(url.searchParams, DEFAULT_NANNY_TAX_INPUT, '2026-06-01')).toEqual(input);
      }),
    );
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
