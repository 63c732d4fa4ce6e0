/** @jest-environment node */
import { startDraining } from '@/lib/serving/health/lifecycle.server';
import health from '@/pages/api/health';
import ready from '@/pages/api/ready';
import { fakeApi } from '../../../support/fakeApi';

describe('GET /api/health', () => {
  it('answers ok, uncached', () => {
    const { req, res, state } = fakeApi();
    health(req, res);
    expect(state.statusCode).toBe(200);
    expect(state.body).toEqual({ status: 'ok' });
    expect(state.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/ready', () => {
  it('is ready with the release id, then 503 once draining', () => {
    const first = fakeApi();
    ready(first.req, first.res);
    expect(first.state.statusCode).toBe(200);
    expect(first.state.body).toEqual({ status: 'ready', release: '1.329.0' });

    startDraining();
    const second = fakeApi();
    ready(second.req, second.res);
    expect(second.state.statusCode).toBe(503);
    expect(second.state.body).toEqual({ status: 'draining', release: '1.329.0' });
  });
});
