/** @jest-environment node */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ensurePageNonce, pagePolicy } from '@/lib/serving/securityHeaders/pagePolicy.server';

function fakeExchange(url: string, headers: Record<string, string> = {}, headersSent = false) {
  const set: Record<string, string> = {};
  const req = { url, headers: { ...headers } } as unknown as IncomingMessage;
  const res = {
    headersSent,
    setHeader: (name: string, value: string) => (set[name] = value),
  } as unknown as ServerResponse;
  return { req, res, set };
}

describe('ensurePageNonce', () => {
  it('keeps the nonce middleware put on the request and sets the policy of it', () => {
    const { req, res, set } = fakeExchange('/app/hp-vhp/caregivers', { 'x-nonce': 'abc==' });
    expect(ensurePageNonce(req, res)).toBe('abc==');
    expect(set['Content-Security-Policy']).toBe(pagePolicy('abc==', '/app/hp-vhp/caregivers'));
    expect(set['Content-Security-Policy']).toContain("'nonce-abc=='");
  });

  it('issues a nonce when middleware did not run, on the request and in the policy', () => {
    const { req, res, set } = fakeExchange('/app/hp-vhp/static/nothing?x=1');
    const nonce = ensurePageNonce(req, res);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(req.headers['x-nonce']).toBe(nonce);
    expect(set['Content-Security-Policy']).toContain(`'nonce-${nonce}'`);
    expect(set['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('leaves a response whose headers are sent alone', () => {
    const { req, res, set } = fakeExchange('/app/hp-vhp/x', {}, true);
    ensurePageNonce(req, res);
    expect(set).toEqual({});
  });
});
