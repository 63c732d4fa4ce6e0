/** @jest-environment node */
import { parseNannyTaxRequest } from '@/lib/tax/request';

const VALID = {
  taxYear: 2026,
  state: 'NY',
  pay: { amount: 25, per: 'hour', type: 'gross' },
  hoursPerWeek: 40,
  payFrequency: 'weekly',
};

function errors(body: Record<string, unknown>) {
  const result = parseNannyTaxRequest({ ...VALID, ...body });
  return result.ok ? [] : result.errors.map((e) => e.field);
}

describe('parseNannyTaxRequest: locality', () => {
  it.each([
    { name: 'an unknown code', body: { locality: 'NY-GOTHAM' }, field: 'locality' },
    { name: "another state's code", body: { locality: 'MD-MONTGOMERY' }, field: 'locality' },
    { name: 'a number', body: { locality: 12 }, field: 'locality' },
    {
      name: 'a non-boolean livesInLocality',
      body: { livesInLocality: 'yes' },
      field: 'livesInLocality',
    },
    {
      name: 'an entered-rate locality without its rate',
      body: { state: 'PA', locality: 'PA-EIT' },
      field: 'localRate',
    },
    {
      name: 'a rate over 10%',
      body: { state: 'PA', locality: 'PA-EIT', localRate: 0.2 },
      field: 'localRate',
    },
  ])('names the field when given $name', ({ body, field }) => {
    expect(errors(body)).toEqual([field]);
  });

  it('says where to find the codes', () => {
    const result = parseNannyTaxRequest({ ...VALID, locality: 'MD-MONTGOMERY' });
    expect(result.ok ? null : result.errors[0]?.message).toMatch(/nanny-tax\/localities/);
  });

  it('accepts a code in any case and fills the residence and rate defaults', () => {
    const result = parseNannyTaxRequest({ ...VALID, locality: ' ny-nyc ' });
    expect(result.ok && result.input).toMatchObject({
      locality: 'NY-NYC',
      livesInLocality: true,
      localRate: null,
    });
  });

  it('accepts an entered rate for an entered-rate locality', () => {
    const result = parseNannyTaxRequest({
      ...VALID,
      state: 'OH',
      locality: 'OH-MUNI',
      localRate: 0.025,
    });
    expect(result.ok && result.input.localRate).toBe(0.025);
  });
});
