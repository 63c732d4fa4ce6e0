/** @jest-environment node */
import type { NextApiRequest } from 'next';
import monitoring from '@/pages/api/monitoring';
import { fakeApi } from '../../../support/fakeApi';
import type * as envServer from '@/lib/platform/config/env.server';

type EnvServer = typeof envServer;

const DSN = 'https://publickey@o123.ingest.sentry.io/456';

jest.mock('@/lib/platform/config/env.server', () => {
  const actual = jest.requireActual<EnvServer>('@/lib/platform/config/env.server');
  return {
    ...actual,
    siteConfig: {
      ...actual.siteConfig,
      sentry: { dsn: 'https://publickey@o123.ingest.sentry.io/456', tracesSampleRate: 0 },
      reportLimits: { ...actual.siteConfig.reportLimits, logsPerMinute: 30 },
    },
  };
});

const ENVELOPE = `${JSON.stringify({ dsn: DSN })}\n{"type":"event"}\n{}`;

function post(address: string) {
  return fakeApi({
    method: 'POST',
    body: ENVELOPE,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    socket: { remoteAddress: address } as NextApiRequest['socket'],
  });
}

describe('POST /api/monitoring', () => {
  const upstream = jest.fn<Promise<{ ok: boolean }>, [string, RequestInit]>();
  beforeEach(() => {
    upstream.mockReset().mockResolvedValue({ ok: true });
    global.fetch = upstream as unknown as typeof fetch;
  });

  it('forwards a beacon’s envelope (text/plain) to the configured project', async () => {
    const { req, res, state } = post('198.51.100.7');
    await monitoring(req, res);
    expect(state.statusCode).toBe(200);
    expect(upstream).toHaveBeenCalledWith(
      'https://o123.ingest.sentry.io/api/456/envelope/',
      expect.objectContaining({ method: 'POST', body: ENVELOPE }),
    );
  });

  it('answers a client over its limit quietly: 204 with Sentry’s back-off header, never 429', async () => {
    const statuses: number[] = [];
    let backOff: unknown;
    for (let i = 0; i < 33; i += 1) {
      const { req, res, state } = post('203.0.113.9');
      await monitoring(req, res);
      statuses.push(state.statusCode);
      if (i === 32) backOff = state.headers['x-sentry-rate-limits'];
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(30)).toEqual([204, 204, 204]);
    expect(statuses).not.toContain(429);
    expect(String(backOff)).toMatch(/^\d+::organization$/);
    expect(upstream).toHaveBeenCalledTimes(30);
  });
});
