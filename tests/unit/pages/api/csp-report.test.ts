/** @jest-environment node */
import type { NextApiRequest } from 'next';
import { logger } from '@/lib/platform/logging/logger.server';
import cspReport from '@/pages/api/csp-report';
import { fakeApi } from '../../../support/fakeApi';

let clientNumber = 0;
function post(body: string, address = `198.51.100.${(clientNumber += 1)}`) {
  return fakeApi({
    method: 'POST',
    body,
    socket: { remoteAddress: address } as NextApiRequest['socket'],
  });
}

const report = (documentUri: string, blockedUri = 'inline') =>
  JSON.stringify({
    'csp-report': {
      'document-uri': documentUri,
      'violated-directive': 'script-src',
      'blocked-uri': blockedUri,
    },
  });

describe('POST /api/csp-report', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a sanitized, redacted summary and answers 204', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { req, res, state } = post(report('http://x/authCallback?code=abc\r\nforged'));
    await cspReport(req, res);
    expect(state.statusCode).toBe(204);
    expect(warn).toHaveBeenCalledWith(
      {
        csp: {
          documentUri: 'http://x/authCallback?code=[redacted]  forged',
          violatedDirective: 'script-src',
          blockedUri: 'inline',
        },
      },
      'CSP violation reported',
    );
  });

  it('logs the same violation once per window, whoever reports it', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    for (let i = 0; i < 5; i += 1) {
      const { req, res, state } = post(report(`http://x/broken?visit=${i}`, 'eval'));
      await cspReport(req, res);
      expect(state.statusCode).toBe(204);
    }
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('answers 429 with Retry-After once a client passes its limit', async () => {
    jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const { req, res, state } = post(report(`http://x/p${i}`), '203.0.113.60');
      await cspReport(req, res);
      statuses.push(state.statusCode);
      if (state.statusCode === 429) expect(Number(state.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  it('answers 204 without logging for a body that is not a report', async () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { req, res, state } = post('{{{');
    await cspReport(req, res);
    expect(state.statusCode).toBe(204);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses other methods with 405 and an Allow header', async () => {
    const { req, res, state } = fakeApi({ method: 'GET' });
    await cspReport(req, res);
    expect(state.statusCode).toBe(405);
    expect(state.headers['allow']).toBe('POST');
  });
});
