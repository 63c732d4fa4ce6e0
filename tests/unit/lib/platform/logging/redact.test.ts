/** @jest-environment node */
import fc from 'fast-check';
import { boundedExtras, EXTRAS_LIMITS } from '@/lib/platform/logging/redact';
import { REDACTED, redactText } from '@/lib/platform/logging/scrubSecrets';

const JWT =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiJhMWIyYzNkNF9jbGllbnQifQ.c2lnbmF0dXJlLXBhcnQ';

describe('redactText', () => {
  it.each([
    ['a JWT', `token was ${JWT} today`, 'token was [redacted] today'],
    ['a bearer header', 'Authorization: Bearer abc.def-123', 'Authorization: Bearer [redacted]'],
    ['an e-mail address', 'sent to maria.lopez+x@example.co.uk.', 'sent to [redacted].'],
    [
      'a code in a URL',
      '/authCallback?code=abc123&state=xyz',
      '/authCallback?code=[redacted]&state=[redacted]',
    ],
    ['an access_token field', 'access_token=secret1&x=1', 'access_token=[redacted]&x=1'],
    ['a JSON token field', '{"refresh_token":"r-123"}', '{"refresh_token":"[redacted]"}'],
    ['referral codes', '/referral?rx=ABC-123&rx3=Q_9', '/referral?rx=[redacted]&rx3=[redacted]'],
    ['control characters', 'line1\r\nforged', 'line1  forged'],
  ])('removes %s', (_name, input, expected) => {
    expect(redactText(input)).toBe(expected);
  });

  it('leaves ordinary text alone', () => {
    expect(redactText('Failed to load the calculator: timeout after 10 s')).toBe(
      'Failed to load the calculator: timeout after 10 s',
    );
  });

  it('never outputs an e-mail address, a JWT, CR or LF, whatever surrounds them', () => {
    fc.assert(
      fc.property(fc.string(), fc.emailAddress(), fc.string(), (before, email, after) => {
        const out = redactText(`${before} ${email} ${JWT} ${after}`);
        expect(out).not.toContain(email);
        expect(out).not.toContain(JWT);
        expect(out).not.toMatch(/[\r\n]/);
      }),
    );
  });
});

describe('boundedExtras', () => {
  it('keeps a GraphQL error code, but not a sign-in code, nor a code elsewhere', () => {
    expect(
      boundedExtras({
        errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
        extensions: { code: 'x7Gq_2mZ' },
        code: 'INTERNAL_SERVER_ERROR',
        query: { code: 'ABC' },
      }),
    ).toEqual({
      errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }],
      extensions: { code: REDACTED },
      code: REDACTED,
      query: { code: REDACTED },
    });
  });

  it('redacts secrets by key name at every depth', () => {
    const extras = {
      nested: { email: 'a@b.co', deeper: { access_token: 'x', list: [{ password: 'p' }] } },
      rx1: 'CODE',
      ok: 'fine',
    };
    expect(boundedExtras(extras)).toEqual({
      nested: {
        email: REDACTED,
        deeper: { access_token: REDACTED, list: [{ password: REDACTED }] },
      },
      rx1: REDACTED,
      ok: 'fine',
    });
  });

  it('redacts secrets inside string values', () => {
    expect(boundedExtras({ url: `/x?code=c1`, note: `mail me at a@b.co`, jwt: JWT })).toEqual({
      url: '/x?code=[redacted]',
      note: 'mail me at [redacted]',
      jwt: REDACTED,
    });
  });

  it('cuts nesting, keys, arrays and strings at the limits', () => {
    let deep: Record<string, unknown> = { leaf: 1 };
    for (let i = 0; i < 10; i += 1) deep = { next: deep };
    const wide = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, i]));
    const result = boundedExtras({
      deep,
      wide,
      list: Array.from({ length: 30 }, () => 1),
      long: 'x'.repeat(5000),
    });
    expect(JSON.stringify(result)).toContain('[truncated]');
    const boundedWide = result?.['wide'] as Record<string, unknown>;
    expect(Object.keys(boundedWide)).toHaveLength(EXTRAS_LIMITS.maxKeys + 1);
    expect(boundedWide['[truncatedKeys]']).toBe(30);
    expect(result?.['list']).toHaveLength(EXTRAS_LIMITS.maxKeys + 1);
    expect((result?.['long'] as string).length).toBe(EXTRAS_LIMITS.maxStringLength);
  });

  it.each([null, undefined, 'text', 42, [1, 2], {}])('gives nothing to log for %p', (value) => {
    expect(boundedExtras(value)).toBeUndefined();
  });

  it('always stays within the total size limit, for any JSON a browser can send', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (extras) => {
        const result = boundedExtras(extras);
        const size = new TextEncoder().encode(JSON.stringify(result ?? {})).length;
        expect(size).toBeLessThanOrEqual(EXTRAS_LIMITS.maxTotalBytes);
      }),
    );
  });
});
