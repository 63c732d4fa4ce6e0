/** @jest-environment node */
import fc from 'fast-check';
import { cleanedRedirectUrl, cleanQuestionMarks } from '@/lib/serving/requests/cleanQuestionMarks';

const BASE = '/app/hp-vhp';

const countOf = (text: string, part: string): number => text.split(part).length - 1;

/** Leading runs a browser could read as "another host" (`//evil`, `/\evil`, `\\evil`). */
const slashPrefix = fc.constantFrom('/', '//', '///', '/\\', '\\', '\\\\', '\\/', '/\\/');

/** A raw path as a client might send it, including ones that are not valid URL paths. */
const rawPath = fc.oneof(fc.webPath(), fc.string(), fc.string({ unit: 'binary' }));

/** Query parts separated by raw "?" (at least two, so the URL always needs cleaning). */
const queryParts = fc.array(fc.oneof(fc.webQueryParameters(), fc.string()), {
  minLength: 2,
  maxLength: 6,
});

/** A path that starts with one "/" and does not already carry the base path. */
const plainPath = fc
  .array(fc.webSegment(), { maxLength: 5 })
  .filter((segments) => segments.length === 0 || (segments[0] !== '' && segments[0] !== 'app'))
  .map((segments) => `/${segments.join('/')}`)
  .filter((path) => !path.includes('?') && !path.includes('#'));

const ORIGINS = ['http://localhost:3000', 'https://www.example.com', 'http://example.com:8080'];

describe('cleanQuestionMarks', () => {
  it.each([
    ['no "?"', `${BASE}/caregivers`, null],
    ['one "?"', `${BASE}/caregivers?a=1&b=2`, null],
    ['one "?" with no query after it', `${BASE}/caregivers?`, null],
    ['one "?" on a path without the base path', '/caregivers?a=1', null],
    ['two "?"', `${BASE}/caregivers?a=1?b=2`, `${BASE}/caregivers?a=1&b=2`],
    ['three "?"', `${BASE}/x?a=1?b=2?c=3`, `${BASE}/x?a=1&b=2&c=3`],
    ['consecutive "??"', `${BASE}/x??a=1`, `${BASE}/x?a=1`],
    ['a trailing "?"', `${BASE}/x?a=1?`, `${BASE}/x?a=1`],
    ['only "??"', `${BASE}/x??`, `${BASE}/x`],
    ['a path missing the base path', '/caregivers?a=1?b=2', `${BASE}/caregivers?a=1&b=2`],
    ['the root "/"', '/?a=1?b=2', `${BASE}?a=1&b=2`],
    ['the base path root', `${BASE}?a?b`, `${BASE}?a&b`],
    ['the base path root with a slash', `${BASE}/?a?b`, `${BASE}?a&b`],
    ['a path with a trailing slash', `${BASE}/x/?a?b`, `${BASE}/x?a&b`],
    ['a path with several trailing slashes', `${BASE}/x//?a??b`, `${BASE}/x?a&b`],
    ['a path that only looks like the base path', `${BASE}x?a?b`, `${BASE}${BASE}x?a&b`],
    ['an encoded "%3F" (left alone)', `${BASE}/x?q=%3F?b=1`, `${BASE}/x?q=%3F&b=1`],
    ['only encoded "%3F" (not counted)', `${BASE}/x?q=%3F%3F&r=%3f`, null],
    ['a leading "//"', '//evil.example.com?a?b', `${BASE}/evil.example.com?a&b`],
    ['a leading "/\\"', '/\\evil.example.com?a?b', `${BASE}/evil.example.com?a&b`],
    ['a leading "\\\\"', '\\\\evil.example.com/x?a?b', `${BASE}/evil.example.com/x?a&b`],
    ['a long run of slashes', '////evil.example.com?a?b', `${BASE}/evil.example.com?a&b`],
  ])('handles %s', (_case, target, expected) => {
    expect(cleanQuestionMarks(target, BASE)).toBe(expected);
  });

  it('is idempotent: a cleaned target needs no further cleaning', () => {
    fc.assert(
      fc.property(slashPrefix, rawPath, queryParts, (prefix, path, parts) => {
        const cleaned = cleanQuestionMarks(`${prefix}${path}?${parts.join('?')}`, BASE);
        expect(cleaned).not.toBeNull();
        expect(cleanQuestionMarks(cleaned ?? '', BASE)).toBeNull();
      }),
    );
  });

  it('leaves at most one "?" and always starts with a single "/"', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (target) => {
        const cleaned = cleanQuestionMarks(target, BASE);
        if (countOf(target, '?') <= 1) {
          expect(cleaned).toBeNull();
          return;
        }
        expect(cleaned).not.toBeNull();
        expect(countOf(cleaned ?? '', '?')).toBeLessThanOrEqual(1);
        expect(cleaned).toMatch(/^\/(?![/\\])/);
        expect(cleaned?.startsWith(BASE)).toBe(true);
      }),
    );
  });

  it('keeps the path and the order of the query segments', () => {
    fc.assert(
      fc.property(plainPath, fc.array(fc.webQueryParameters(), { minLength: 2 }), (path, parts) => {
        const cleaned = cleanQuestionMarks(`${path}?${parts.join('?')}`, BASE) ?? '';
        const [cleanedPath = '', cleanedQuery = ''] = cleaned.split('?');
        const withoutSlash = path.replace(/\/+$/, '');
        expect(cleanedPath).toBe(withoutSlash === '' ? BASE : `${BASE}${withoutSlash}`);
        const segmentsOf = (text: string) => text.split(/[?&]/).filter((part) => part !== '');
        expect(segmentsOf(cleanedQuery)).toEqual(parts.flatMap(segmentsOf));
      }),
    );
  });

  it('never adds or removes an encoded "%3F"', () => {
    fc.assert(
      fc.property(plainPath, queryParts, (path, parts) => {
        const target = `${path}?${parts.join('?')}`;
        const cleaned = cleanQuestionMarks(target, BASE) ?? '';
        expect(countOf(cleaned.toUpperCase(), '%3F')).toBe(countOf(target.toUpperCase(), '%3F'));
      }),
    );
  });
});

describe('cleanedRedirectUrl', () => {
  it.each([
    ['https://www.example.com/app/hp-vhp/x?a=1', null],
    ['https://www.example.com/app/hp-vhp/x', null],
    [
      'https://www.example.com/app/hp-vhp/x?a=1?b=2',
      'https://www.example.com/app/hp-vhp/x?a=1&b=2',
    ],
    ['https://www.example.com/?a?b', 'https://www.example.com/app/hp-vhp?a&b'],
    [
      'https://www.example.com//evil.example.com/?a?b',
      'https://www.example.com/app/hp-vhp/evil.example.com?a&b',
    ],
    [
      'http://localhost:3000/\\evil.example.com?a?b',
      'http://localhost:3000/app/hp-vhp/evil.example.com?a&b',
    ],
    [
      'http://localhost:3000\\\\evil.example.com?a?b',
      'http://localhost:3000/app/hp-vhp/evil.example.com?a&b',
    ],
    ['http://example.com:80/x?a?b', 'http://example.com/app/hp-vhp/x?a&b'],
    ['https://user:pw@example.com/x?a?b', 'https://example.com/app/hp-vhp/x?a&b'],
    ['http://localhost:3000?a?b', 'http://localhost:3000/app/hp-vhp?a&b'],
  ])('redirects %s to %p', (requestUrl, expected) => {
    expect(cleanedRedirectUrl(requestUrl, BASE)?.href ?? null).toBe(expected);
  });

  it('never changes the host', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORIGINS),
        slashPrefix,
        rawPath,
        queryParts,
        (origin, prefix, path, parts) => {
          const requestUrl = `${origin}${prefix}${path}?${parts.join('?')}`;
          const location = cleanedRedirectUrl(requestUrl, BASE);
          expect(location).not.toBeNull();
          expect(location?.origin).toBe(origin);
          expect(location?.origin).toBe(new URL(requestUrl).origin);
        },
      ),
    );
  });

  it('is idempotent: the redirect target is not redirected again', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORIGINS),
        slashPrefix,
        rawPath,
        queryParts,
        (origin, prefix, path, parts) => {
          const location = cleanedRedirectUrl(`${origin}${prefix}${path}?${parts.join('?')}`, BASE);
          expect(location).not.toBeNull();
          expect(cleanedRedirectUrl(location?.href ?? '', BASE)).toBeNull();
        },
      ),
    );
  });
});
