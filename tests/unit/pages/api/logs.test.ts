/** @jest-environment node */
import type { NextApiRequest } from 'next';
import { logger } from '@/lib/platform/logging/logger.server';
import logs from '@/pages/api/logs';
import { fakeApi } from '../../../support/fakeApi';

let clientNumber = 0;
/** Each test is its own client, so one test's requests never count against another's limit. */
function post(body: unknown, address = `198.51.100.${(clientNumber += 1)}`) {
  return fakeApi({
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    socket: { remoteAddress: address } as NextApiRequest['socket'],
  });
}

describe('POST /api/logs', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a browser entry redacted at every depth and answers 204', async () => {
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { req, res, state } = post({
      level: 'error',
      message: 'token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig-part for a@b.co',
      extras: { nested: { email: 'a@b.co', deeper: { access_token: 't' } }, page: '/x?rx=ABC' },
    });
    await logs(req, res);
    expect(state.statusCode).toBe(204);
    expect(error).toHaveBeenCalledWith(
      {
        source: 'browser',
        extras: {
          nested: { email: '[redacted]', deeper: { access_token: '[redacted]' } },
          page: '/x?rx=[redacted]',
        },
      },
      'token [redacted] for [redacted]',
    );
  });

  it('never logs at fatal: a browser fatal becomes an error marked with the level it asked for', async () => {
    const fatal = jest.spyOn(logger, 'fatal').mockImplementation(() => undefined);
    const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    const { req, res } = post({ level: 'fatal', message: 'boom' });
    await logs(req, res);
    expect(fatal).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith({ source: 'browser', clientLevel: 'fatal' }, 'boom');
  });

  it('answers 429 with Retry-After once a client passes its limit, and logs no more', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let i = 0; i < 35; i += 1) {
      const { req, res, state } = post({ level: 'warn', message: `n${i}` }, '203.0.113.50');
      await logs(req, res);
      statuses.push(state.statusCode);
      retryAfter ??= state.headers['retry-after'];
    }
    expect(statuses.filter((s) => s === 204)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(warn).toHaveBeenCalledTimes(30);
  });

  it.each([
    ['not JSON', '{{{'],
    ['an unknown level', { level: 'panic', message: 'x' }],
    ['a message over 1000 characters', { level: 'warn', message: 'x'.repeat(1001) }],
  ])('answers 400 for %s', async (_name, body) => {
    const { req, res, state } = post(body);
    await logs(req, res);
    expect(state.statusCode).toBe(400);
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const { req, res, state } = fakeApi({ method: 'GET' });
    await logs(req, res);
    expect(state.statusCode).toBe(405);
    expect(state.headers['allow']).toBe('POST');
  });
});
