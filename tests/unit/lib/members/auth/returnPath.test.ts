/** @jest-environment node */
import fc from 'fast-check';
import { currentReturnTo, safeReturnPath } from '@/lib/members/auth/returnPath';
import { BASE_PATH } from '@/lib/platform/routing/basePath';

const ORIGIN = 'https://www.example.com';

describe('safeReturnPath', () => {
  it('works under the base path /app/hp-vhp', () => {
    expect(BASE_PATH).toBe('/app/hp-vhp');
  });

  describe('accepts paths under the base path, returning them relative to it', () => {
    it.each<[string, string]>([
      ['/app/hp-vhp', '/'],
      ['/app/hp-vhp/', '/'],
      ['/app/hp-vhp?tab=1', '/?tab=1'],
      ['/app/hp-vhp/pricing', '/pricing'],
      ['/app/hp-vhp/nanny-tax-calculator/results', '/nanny-tax-calculator/results'],
      ['/app/hp-vhp/a/b/c/d?x=1&y=two&z=%2F%2Fevil.com', '/a/b/c/d?x=1&y=two&z=%2F%2Fevil.com'],
      ['/app/hp-vhp/faq?q=a+b#answer', '/faq?q=a+b'],
      ['/app/hp-vhp/a/./b', '/a/b'],
      ['/app/hp-vhp/a/b/../c', '/a/c'],
      ['/app/hp-vhp/caf%C3%A9', '/caf%C3%A9'],
    ])('%s → %s', (candidate, expected) => {
      expect(safeReturnPath(candidate, ORIGIN)).toBe(expected);
    });
  });

  describe('falls back to the landing page for anything that could leave', () => {
    it.each<[string, unknown]>([
      ['protocol-relative host', '//evil.com'],
      ['protocol-relative host with path', '//evil.com/app/hp-vhp'],
      ['backslash host', '/\\evil.com'],
      ['absolute URL', 'https://evil.com'],
      ['absolute URL with our path', 'https://evil.com/app/hp-vhp/pricing'],
      ['absolute URL of our own origin', `${ORIGIN}/app/hp-vhp/pricing`],
      ['javascript: URL', 'javascript:alert(1)'],
      ['data: URL', 'data:text/html,<script>alert(1)</script>'],
      ['encoded double slash', '%2F%2Fevil.com'],
      ['encoded backslash', '/%5Cevil'],
      ['tab after the slash', '/\tfoo'],
      ['newline after the slash', '/\nfoo'],
      ['outside the base path', '/pricing'],
      ['the site root', '/'],
      ['another app on the origin', '/app/other'],
      ['a sibling sharing the prefix', '/app/hp-vhpx'],
      ['a sibling sharing the prefix with a path', '/app/hp-vhp-evil/x'],
      ['base path with a double slash', '/app/hp-vhp//evil.com'],
      ['base path with an encoded double slash', '/app/hp-vhp/%2F%2Fevil.com'],
      ['base path with an encoded slash pair in the middle', '/app/hp-vhp/a%2F%2Fb'],
      ['base path with a backslash', '/app/hp-vhp/\\evil.com'],
      ['base path with an encoded backslash', '/app/hp-vhp/%5Cevil'],
      ['base path with a lowercase encoded backslash', '/app/hp-vhp/%5cevil'],
      ['base path with a tab', '/app/hp-vhp/\tfoo'],
      ['base path with a newline', '/app/hp-vhp/\nfoo'],
      ['base path with a carriage return', '/app/hp-vhp/\r/evil.com'],
      ['base path with a NUL', '/app/hp-vhp/\u0000'],
      ['base path with DEL', '/app/hp-vhp/\u007f'],
      ['dot segments climbing out', '/app/hp-vhp/../../evil'],
      ['encoded dot segments climbing out', '/app/hp-vhp/%2e%2e/%2e%2e/evil'],
      ['encoded dot-dot that survives parsing', '/app/hp-vhp/a/%2E%2E%2F..%2Fevil'],
      ['encoded trailing dot-dot', '/app/hp-vhp/a/%2F..'],
      ['malformed percent escape', '/app/hp-vhp/%E0%A4%A'],
      ['an empty string', ''],
      ['a path longer than 2048 characters', `/app/hp-vhp/${'a'.repeat(2048)}`],
      ['a number', 42],
      ['null', null],
      ['undefined', undefined],
      ['an array of paths', ['/app/hp-vhp/pricing']],
    ])('%s → "/"', (_label, candidate) => {
      expect(safeReturnPath(candidate, ORIGIN)).toBe('/');
    });
  });

  it('accepts a path of exactly 2048 characters', () => {
    const candidate = `/app/hp-vhp/${'a'.repeat(2048 - '/app/hp-vhp/'.length)}`;
    expect(candidate).toHaveLength(2048);
    expect(safeReturnPath(candidate, ORIGIN)).toBe(candidate.slice(BASE_PATH.length));
  });

  describe('property: the result never leaves the site or the base path', () => {
    // Pieces that make up the known tricks, so arbitrary combinations reach deep into the checks.
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%2e',
      '%2E%2E',
      '%',
      '%0a',
      '%09',
      '?',
      '#',
      '&',
      '=',
      ':',
      '@',
      'evil.com',
      'https:',
      'javascript:',
      'a',
      'pricing',
      '\t',
      '\n',
      '\r',
      '\u0000',
      ' ',
      'é',
      '\u2028',
      '\uff0f',
    );
    const tail = fc.array(fc.oneof(piece, fc.string({ maxLength: 4 })), { maxLength: 12 });
    // Plausible deep paths with arbitrary queries: mostly accepted, to exercise the output side.
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    const plausible = fc
      .tuple(fc.array(segment, { maxLength: 5 }), fc.option(fc.string(), { nil: undefined }))
      .map(
        ([segments, query]) =>
          [BASE_PATH, ...segments].join('/') + (query === undefined ? '' : `?${query}`),
      );
    const candidate = fc.oneof(
      plausible,
      fc.string(),
      fc.string({ unit: 'binary' }),
      tail.map((parts) => parts.join('')),
      tail.map((parts) => `${BASE_PATH}${parts.join('')}`),
      tail.map((parts) => `${BASE_PATH}/${parts.join('')}`),
    );

    /** The result as the Next.js router uses it: prefixed with the base path. */
    const withBasePath = (result: string) => `${BASE_PATH}${result === '/' ? '' : result}`;

    it('is a root-relative path that resolves to the same origin under the base path', () => {
      let accepted = 0;
      fc.assert(
        fc.property(candidate, (input) => {
          const result = safeReturnPath(input, ORIGIN);
          if (result !== '/') accepted += 1;
          expect(result.startsWith('/')).toBe(true);
          expect(result.startsWith('//')).toBe(false);
          expect(result).not.toMatch(/[\u0000-\u001f\u007f\\]/);
          // Resolved as is, it stays on our origin...
          expect(new URL(result, ORIGIN).origin).toBe(ORIGIN);
          // ...and with the base path the router adds, it stays under the base path.
          const resolved = new URL(withBasePath(result), ORIGIN);
          expect(resolved.origin).toBe(ORIGIN);
          expect(
            resolved.pathname === BASE_PATH || resolved.pathname.startsWith(`${BASE_PATH}/`),
          ).toBe(true);
          // Decoding the path reveals no way out either.
          const decodedPath = decodeURIComponent(resolved.pathname);
          expect(decodedPath.includes('//')).toBe(false);
          expect(decodedPath.includes('\\')).toBe(false);
        }),
        { seed: 20250115, numRuns: 3000 },
      );
      // The generator reaches the accepting branch too, so the property is not vacuous.
      expect(accepted).toBeGreaterThan(500);
    });

    it('is stable: an accepted result, put back under the base path, is accepted unchanged', () => {
      fc.assert(
        fc.property(candidate, (input) => {
          const result = safeReturnPath(input, ORIGIN);
          expect(safeReturnPath(withBasePath(result), ORIGIN)).toBe(result);
        }),
        { seed: 20250116, numRuns: 3000 },
      );
    });
  });
});

describe('currentReturnTo', () => {
  it('is the path plus the query, base path included', () => {
    expect(currentReturnTo({ pathname: '/app/hp-vhp/pricing', search: '?plan=full&x=1' })).toBe(
      '/app/hp-vhp/pricing?plan=full&x=1',
    );
  });

  it('is the bare path when there is no query', () => {
    expect(currentReturnTo({ pathname: '/app/hp-vhp', search: '' })).toBe('/app/hp-vhp');
  });

  it('round-trips through safeReturnPath to the same page', () => {
    const returnTo = currentReturnTo({ pathname: '/app/hp-vhp/faq', search: '?q=tax' });
    expect(safeReturnPath(returnTo, ORIGIN)).toBe('/faq?q=tax');
  });
});
