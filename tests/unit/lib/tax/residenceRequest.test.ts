/** @jest-environment node */
import { parseNannyTaxRequest } from '@/lib/tax/request';

const VALID = {
  taxYear: 2026,
  state: 'NY',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
};

function parse(body: Record<string, unknown>) {
  return parseNannyTaxRequest({ ...VALID, ...body });
}

describe('parseNannyTaxRequest: residence', () => {
  it.each([
    { name: 'an unknown code', residence: 'NY-GOTHAM' },
    { name: "another state's place", residence: 'PA-PHILADELPHIA' },
    { name: 'a place without a resident tax', residence: 'NY-WESTCHESTER' },
    { name: 'a number', residence: 7 },
    { name: 'an over-long code', residence: 'X'.repeat(61) },
  ])('refuses $name with a residence field error', ({ residence }) => {
    const result = parse({ residence });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors).toEqual([
      {
        field: 'residence',
        message: expect.stringMatching(/^must be null .* taxes its residents/) as string,
      },
    ]);
  });

  it('reports a bad work place and a bad residence together', () => {
    const result = parse({ locality: 'NY-GOTHAM', residence: 'NY-GOTHAM' });
    expect(!result.ok && result.errors.map((e) => e.field)).toEqual(['locality', 'residence']);
  });

  it.each([
    { body: { residence: 'ny-nyc' }, residence: 'NY-NYC' },
    { body: { residence: null, locality: 'NY-NYC' }, residence: null },
    { body: { locality: 'NY-YONKERS', residence: 'NY-NYC' }, residence: 'NY-NYC' },
    // Without residence, livesInLocality says it, as it always did.
    { body: { locality: 'NY-NYC' }, residence: 'NY-NYC' },
    { body: { locality: 'NY-NYC', livesInLocality: false }, residence: null },
    { body: { locality: 'NY-WESTCHESTER' }, residence: null },
  ])('reads $body as residence $residence', ({ body, residence }) => {
    const result = parse(body);
    expect(result.ok && result.input.residence).toBe(residence);
  });
});
