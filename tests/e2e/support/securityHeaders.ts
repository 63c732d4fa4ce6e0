import SECURITY from '@/lib/serving/securityHeaders/securityHeaders.json';
import { expect } from './fixtures';

/**
 * Asserts the full security header set (docs/security.md#observatory-grade): the
 * static headers of lib/serving/securityHeaders/securityHeaders.json with their exact values, and a CSP that forbids
 * framing, plugins and base-URI changes, whether it is a page's nonce policy or the fallback.
 */
export function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  for (const { key, value } of SECURITY.headers) {
    expect(headers[key.toLowerCase()], `${key} on ${what}`).toBe(value);
  }
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'"]) {
    expect(csp, `CSP ${directive} on ${what}`).toContain(directive);
  }
  expect(csp, `CSP frame-ancestors on ${what}`).toMatch(/frame-ancestors '(none|self)'/);
  expect(headers['x-powered-by'], `X-Powered-By on ${what}`).toBeUndefined();
}
