/** @jest-environment node */
import fc from 'fast-check';
import { localityInput } from '../../../../support/nannyTaxInputArbitrary';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { fromQuery, toQuery } from '@/lib/calculator/url/query';

const NY = { ...DEFAULT_NANNY_TAX_INPUT, state: 'NY' as const };

describe('calculator URL: where she lives (home=)', () => {
  it.each([
    { query: { state: 'NY', loc: 'NY-NYC' }, residence: 'NY-NYC' },
    { query: { state: 'NY', loc: 'NY-NYC', res: '0' }, residence: null },
    { query: { state: 'NY', loc: 'NY-YONKERS', res: '1' }, residence: 'NY-YONKERS' },
    { query: { state: 'MD', loc: 'MD-HOWARD', res: '0' }, residence: 'MD-HOWARD' },
  ])('opens an older link $query as before', ({ query, residence }) => {
    expect(fromQuery(query).residence).toBe(residence);
  });

  it.each([
    { query: { state: 'NY', loc: 'NY-YONKERS', home: 'NY-NYC' }, residence: 'NY-NYC' },
    { query: { state: 'NY', loc: 'NY-NYC', home: 'none' }, residence: null },
    { query: { state: 'NY', home: 'ny-nyc' }, residence: 'NY-NYC' },
    // Not a residence of the state: loc and res decide, as without home.
    { query: { state: 'NY', loc: 'NY-NYC', home: 'PA-PHILADELPHIA' }, residence: 'NY-NYC' },
    { query: { state: 'NY', loc: 'NY-NYC', home: 'NY-WESTCHESTER' }, residence: 'NY-NYC' },
    { query: { state: 'NY', home: 'NY-GOTHAM' }, residence: null },
  ])('reads $query as residence $residence', ({ query, residence }) => {
    expect(fromQuery(query).residence).toBe(residence);
  });

  it('writes home= only where it differs from what loc and res imply', () => {
    expect(toQuery({ ...NY, locality: 'NY-NYC', residence: 'NY-NYC' })).not.toHaveProperty('home');
    expect(toQuery({ ...NY, locality: 'NY-NYC', residence: null })).toMatchObject({
      loc: 'NY-NYC',
      home: 'none',
    });
    expect(toQuery({ ...NY, locality: 'NY-YONKERS', residence: 'NY-NYC' })).toMatchObject({
      loc: 'NY-YONKERS',
      home: 'NY-NYC',
    });
  });

  it('gives back any input with a work place and a residence', () => {
    fc.assert(
      fc.property(localityInput, (x) => {
        expect(fromQuery(new URLSearchParams(toQuery(x)))).toEqual(x);
      }),
    );
  });
});
