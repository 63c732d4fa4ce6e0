/** @jest-environment node */
import { type NextApiRequest } from 'next';
import { type PublishedCases } from '@/lib/tax/cases/publishedCases';
import cases, { CASES_CACHE_CONTROL } from '@/pages/api/nanny-tax/cases';
import { fakeApi } from '../../../../support/fakeApi';

function call(request: Partial<NextApiRequest>) {
  const { req, res, state } = fakeApi(request);
  cases(req, res);
  return state;
}

describe('GET /api/nanny-tax/cases', () => {
  it('serves every case as JSON with a day-long public cache', () => {
    const state = call({ method: 'GET' });
    const body = state.body as PublishedCases;
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toBe(CASES_CACHE_CONTROL);
    expect(CASES_CACHE_CONTROL).toBe('public, max-age=86400');
    expect(body.count).toBe(body.cases.length);
    expect(body.count).toBeGreaterThanOrEqual(317);
    expect(body.version).toMatch(/^[0-9a-f]{8}$/);
    expect(body.generatedFrom).toMatch(/never taken from the engine/);
    expect(Object.values(body.families).reduce((a, b) => a + b, 0)).toBe(body.count);
  });

  it('answers the same body to every GET, so caches agree', () => {
    const first = call({ method: 'GET' }).body as PublishedCases;
    const second = call({ method: 'GET' }).body as PublishedCases;
    expect(second.version).toBe(first.version);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s with 405 and Allow', (method) => {
    const state = call({ method });
    expect(state.statusCode).toBe(405);
    expect(state.headers.allow).toBe('GET, HEAD');
    expect(state.headers['cache-control']).toBe('no-store');
  });
});
