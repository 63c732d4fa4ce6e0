/** @jest-environment node */
import { logger } from '@/lib/logging/logger.server';
import cspReport from '@/pages/api/csp-report';
import { fakeApi } from '../../../support/fakeApi';

describe('POST /api/csp-report', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs a sanitized summary and answers 204', () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://x/\r\nforged',
        'violated-directive': 'script-src',
        'blocked-uri': 'inline',
      },
    });
    const { req, res, state } = fakeApi({ method: 'POST', body });
    cspReport(req, res);
    expect(state.statusCode).toBe(204);
    expect(warn).toHaveBeenCalledWith(
      {
        csp: {
          documentUri: 'http://x/  forged',
          violatedDirective: 'script-src',
          blockedUri: 'inline',
        },
      },
      'CSP violation reported',
    );
  });

  it('answers 204 without logging for a body that is not a report', () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const { req, res, state } = fakeApi({ method: 'POST', body: '{{{' });
    cspReport(req, res);
    expect(state.statusCode).toBe(204);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses other methods with 405 and an Allow header', () => {
    const { req, res, state } = fakeApi({ method: 'GET' });
    cspReport(req, res);
    expect(state.statusCode).toBe(405);
    expect(state.headers['allow']).toBe('POST');
  });
});
