/** @jest-environment node */
import { type NextApiRequest } from 'next';
import { type PublicLocality } from '@/lib/tax/localities/publicList';
import localities, { LOCALITIES_CACHE_CONTROL } from '@/pages/api/nanny-tax/localities';
import { fakeApi } from '../../../../support/fakeApi';

function call(request: Partial<NextApiRequest>) {
  const { req, res, state } = fakeApi(request);
  localities(req, res);
  return state;
}

describe('GET /api/nanny-tax/localities', () => {
  it('lists every locality with a day-long public cache', () => {
    const state = call({ method: 'GET' });
    const body = state.body as PublicLocality[];
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toBe(LOCALITIES_CACHE_CONTROL);
    expect(body.find((l) => l.code === 'NY-NYC')).toMatchObject({
      name: 'New York City',
      state: 'NY',
      asksResidence: true,
      livesHere: true,
      entersRate: false,
      tax: { method: 'nycResident', estimated: false },
      minimumWage: { rate: 17, householdCoverage: 'covered' },
    });
    expect(new Set(body.map((l) => l.state))).toEqual(
      new Set(['AZ', 'CA', 'CO', 'IL', 'IN', 'KY', 'MD', 'MI', 'MN', 'NM', 'NY', 'OH', 'PA', 'WA']),
    );
  });

  it('serves a local minimum wage with its source and household coverage', () => {
    const body = call({ method: 'GET', query: { state: 'WA' } }).body as PublicLocality[];
    expect(body.find((l) => l.code === 'WA-SEATTLE')).toMatchObject({
      tax: null,
      minimumWage: {
        rate: 21.3,
        asOf: '2026-01-01',
        estimated: true,
        householdCoverage: 'covered',
      },
    });
    expect(body.find((l) => l.code === 'WA-SEATAC')?.minimumWage?.householdCoverage).toBe(
      'excluded',
    );
    const md = call({ method: 'GET', query: { state: 'MD' } }).body as PublicLocality[];
    expect(md.find((l) => l.code === 'MD-MONTGOMERY')).toMatchObject({
      tax: { method: 'marylandCounty' },
      minimumWage: { rate: 15.5 },
    });
  });

  it.each([
    { state: 'md', count: 24 },
    { state: 'IN', count: 92 },
    { state: 'TX', count: 0 },
  ])('lists the $count localities of state=$state', ({ state, count }) => {
    const body = call({ method: 'GET', query: { state } }).body as PublicLocality[];
    expect(body).toHaveLength(count);
  });

  it.each([{ state: 'ZZ' }, { state: ['NY', 'MD'] }, { state: '' }])(
    'answers 400 naming state for state=$state',
    ({ state }) => {
      const response = call({ method: 'GET', query: { state } });
      expect(response.statusCode).toBe(400);
      const body = response.body as { errors: { field: string }[] };
      expect(body.errors.map((e) => e.field)).toEqual(['state']);
    },
  );

  it('answers 405 with Allow for other methods', () => {
    const response = call({ method: 'POST' });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});
