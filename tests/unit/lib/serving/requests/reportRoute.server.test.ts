/** @jest-environment node */
import type { NextApiRequest } from 'next';
import type { RateLimit, RateLimitOutcome } from '@/lib/serving/requests/rateLimit.server';
import { reportRoute } from '@/lib/serving/requests/reportRoute.server';
import type { JsonBodyRead } from '@/lib/serving/requests/requestBody.server';
import { fakeApi } from '../../../../support/fakeApi';

const socket = { remoteAddress: '198.51.100.7' } as NextApiRequest['socket'];

function route(allowed: boolean) {
  const consume = jest.fn<Promise<RateLimitOutcome>, [string]>(() =>
    Promise.resolve(allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: 30 }),
  );
  const limit: RateLimit = { consume };
  const received: JsonBodyRead[] = [];
  const handler = reportRoute({
    limit,
    limitBytes: 64,
    mediaTypes: ['application/json'],
    receive(body, res) {
      received.push(body);
      res.status(204).end();
    },
  });
  return { handler, consume, received };
}

describe('reportRoute', () => {
  it('hands a POSTed JSON body to the route', async () => {
    const { handler, received } = route(true);
    const { req, res, state } = fakeApi({ method: 'POST', body: '{"a":1}', socket });
    await handler(req, res);
    expect(received).toEqual([{ ok: true, value: { a: 1 } }]);
    expect(state.statusCode).toBe(204);
  });

  it.each(['GET', 'PUT', 'DELETE'])(
    'answers %s with 405 and Allow: POST, counting nothing',
    async (method) => {
      const { handler, consume, received } = route(true);
      const { req, res, state } = fakeApi({ method, socket });
      await handler(req, res);
      expect(state).toMatchObject({ statusCode: 405, headers: { allow: 'POST' }, ended: true });
      expect(consume).not.toHaveBeenCalled();
      expect(received).toEqual([]);
    },
  );

  it('answers a client over its limit with 429 and Retry-After, before reading the body', async () => {
    const { handler, received } = route(false);
    const { req, res, state } = fakeApi({ method: 'POST', body: '{"a":1}', socket });
    await handler(req, res);
    expect(state).toMatchObject({ statusCode: 429, headers: { 'retry-after': '30' } });
    expect(received).toEqual([]);
  });

  it.each([
    ['too large', 'x'.repeat(65), 'application/json', 413],
    ['of another media type', '{}', 'text/html', 415],
    ['not JSON', '{', 'application/json', 400],
  ])(
    'hands over a body %s as a failed read, for the route to answer',
    async (_label, body, type, status) => {
      const { handler, received } = route(true);
      const { req, res } = fakeApi({
        method: 'POST',
        body,
        headers: { 'content-type': type },
        socket,
      });
      await handler(req, res);
      expect(received).toEqual([expect.objectContaining({ ok: false, status })]);
    },
  );
});
