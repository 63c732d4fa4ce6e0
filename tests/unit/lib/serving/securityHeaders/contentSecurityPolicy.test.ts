/** @jest-environment node */
import {
  buildContentSecurityPolicy,
  type CspOptions,
} from '@/lib/serving/securityHeaders/contentSecurityPolicy';

const BASE_OPTIONS: CspOptions = {
  nonce: 'bm9uY2UtZm9yLXRlc3Q=',
  isProduction: true,
  upgradeInsecureRequests: false,
  connectOrigins: [],
  frameOrigins: [],
  imageOrigins: [],
  reportPath: '/app/hp-vhp/api/csp-report',
};

/** Splits a policy into its directives: name → source list (a bare directive maps to []). */
function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) {
      expect(directives.has(name)).toBe(false);
      directives.set(name, sources);
    }
  }
  return directives;
}

function policyFor(overrides: Partial<CspOptions> = {}): Map<string, string[]> {
  return directivesOf(buildContentSecurityPolicy({ ...BASE_OPTIONS, ...overrides }));
}

describe('buildContentSecurityPolicy', () => {
  it("uses a nonce with 'strict-dynamic' for scripts in production", () => {
    expect(policyFor().get('script-src')).toEqual([
      `'nonce-${BASE_OPTIONS.nonce}'`,
      "'strict-dynamic'",
    ]);
  });

  it("never allows 'unsafe-inline' or 'unsafe-eval' for scripts in production", () => {
    const scriptSrc = policyFor().get('script-src') ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
  });

  it("adds 'unsafe-eval' in development only", () => {
    const scriptSrc = policyFor({ isProduction: false }).get('script-src');
    expect(scriptSrc).toContain("'unsafe-eval'");
    expect(scriptSrc).toContain("'strict-dynamic'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it.each([
    ['default-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['font-src', ["'self'"]],
  ])('sets %s to %p', (name, expected) => {
    expect(policyFor().get(name)).toEqual(expected);
  });

  it('allows <style> elements only by nonce', () => {
    const styleSrc = policyFor().get('style-src');
    expect(styleSrc).toContain(`'nonce-${BASE_OPTIONS.nonce}'`);
    expect(styleSrc).not.toContain("'unsafe-inline'");
  });

  it('asks browsers to upgrade insecure requests only when told to', () => {
    expect(policyFor().has('upgrade-insecure-requests')).toBe(false);
    expect(policyFor({ upgradeInsecureRequests: true }).get('upgrade-insecure-requests')).toEqual(
      [],
    );
  });

  it('forbids frames when no frame origin is given and lists them otherwise', () => {
    expect(policyFor().get('frame-src')).toEqual(["'none'"]);
    expect(policyFor({ frameOrigins: ['https://idp.example.com'] }).get('frame-src')).toEqual([
      'https://idp.example.com',
    ]);
  });

  it('adds the given connect and image origins after our own, once each', () => {
    const directives = policyFor({
      connectOrigins: ['https://api.example.com', 'https://api.example.com'],
      imageOrigins: ['https://cdn.example.com'],
    });
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
  });

  it('reports violations to the given path', () => {
    expect(policyFor().get('report-uri')).toEqual([BASE_OPTIONS.reportPath]);
  });

  it('puts the nonce of each call in the policy', () => {
    expect(buildContentSecurityPolicy({ ...BASE_OPTIONS, nonce: 'first' })).toContain(
      "'nonce-first'",
    );
    expect(buildContentSecurityPolicy({ ...BASE_OPTIONS, nonce: 'second' })).not.toContain('first');
  });
});
