/** @jest-environment node */
import fc from 'fast-check';
import {
  MAX_REFERRER_SEGMENTS,
  readReferrerCookie,
  sanitizeReferralSegment,
} from '@/lib/site/referral/referrerCookie';

const ALLOWED_SEGMENT = /^[A-Za-z0-9_.~-]*$/;
const COOKIE_VALUE = /^[A-Za-z0-9_.~-]+(\|[A-Za-z0-9_.~-]+)*$/;
const MAX_COOKIE_BYTES = 4096;

/** Raw cookie values: arbitrary text, pipe-joined text, and percent-encoded text. */
const rawCookie = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.array(fc.string(), { maxLength: 30 }).map((segments) => segments.join('|')),
  fc
    .array(fc.string({ unit: 'binary' }), { maxLength: 30 })
    .map((segments) => segments.map((segment) => encodeURIComponent(segment)).join('|')),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);

describe('sanitizeReferralSegment', () => {
  it.each([
    ['abc123', 'abc123'],
    ['A-B_C.D~E', 'A-B_C.D~E'],
    ['code%2Dx', 'code-x'],
    ['a%20b', 'ab'],
    ['a%7Cb', 'ab'],
    ['%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'scriptalert1script'],
    ['%E0%A4%A', 'E0A4A'],
    ['100%', '100'],
    ['%', ''],
    ['café', 'caf'],
    ['a'.repeat(100), 'a'.repeat(64)],
  ])('turns %p into %p', (segment, expected) => {
    expect(sanitizeReferralSegment(segment)).toBe(expected);
  });

  it('does not throw on malformed escapes', () => {
    expect(() => sanitizeReferralSegment('%E0%A4%A')).not.toThrow();
    expect(() => sanitizeReferralSegment('%ZZ')).not.toThrow();
  });

  it('keeps only allowlisted characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (segment) => {
        expect(sanitizeReferralSegment(segment)).toMatch(ALLOWED_SEGMENT);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.webQueryParameters()), (segment) => {
        const once = sanitizeReferralSegment(segment);
        expect(sanitizeReferralSegment(once)).toBe(once);
      }),
    );
  });
});

describe('readReferrerCookie', () => {
  it.each<[string, string | undefined, string | null]>([
    ['no cookie', undefined, null],
    ['an empty cookie', '', null],
    ['an empty quoted cookie', '""', null],
    ['only pipes', '|||', null],
    ['only disallowed characters', '<>|%20|;', null],
    ['one segment', 'abc', 'abc'],
    ['surrounding quotes', '"abc|def"', 'abc|def'],
    ['a lone leading quote', '"abc', 'abc'],
    ['encoded segments', 'rx%2D1|code%5F2', 'rx-1|code_2'],
    ['a malformed escape', 'ok|%E0%A4%A|x', 'ok|E0A4A|x'],
    ['empty segments', 'a||b|', 'a|b'],
    ['an encoded pipe inside a segment', 'a%7Cb|c', 'ab|c'],
    ['an injection attempt', 'abc; Path=/evil|x', 'abcPathevil|x'],
  ])('reads %s', (_case, raw, expected) => {
    expect(readReferrerCookie(raw)).toBe(expected);
  });

  it(`keeps at most ${MAX_REFERRER_SEGMENTS} segments`, () => {
    const raw = Array.from({ length: 15 }, (_, index) => `s${index}`).join('|');
    expect(readReferrerCookie(raw)).toBe(
      Array.from({ length: 10 }, (_, index) => `s${index}`).join('|'),
    );
  });

  it('counts the ten segments after dropping empty ones', () => {
    const raw = ['', 'a', '', 'b', '%', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'].join('|');
    expect(readReferrerCookie(raw)).toBe('a|b|c|d|e|f|g|h|i|j');
  });

  it('only ever contains allowlisted characters and "|", in at most ten segments', () => {
    fc.assert(
      fc.property(rawCookie, (raw) => {
        const value = readReferrerCookie(raw);
        if (value === null) return;
        expect(value).toMatch(COOKIE_VALUE);
        expect(value.split('|').length).toBeLessThanOrEqual(MAX_REFERRER_SEGMENTS);
      }),
    );
  });

  it(`stays within ${MAX_COOKIE_BYTES} bytes however large the cookie is`, () => {
    fc.assert(
      fc.property(rawCookie, (raw) => {
        const value = readReferrerCookie(raw) ?? '';
        expect(new TextEncoder().encode(value).length).toBeLessThanOrEqual(MAX_COOKIE_BYTES);
      }),
    );
    const worstCase = Array.from({ length: 20 }, () => 'a'.repeat(500)).join('|');
    expect(readReferrerCookie(worstCase)?.length).toBe(10 * 64 + 9);
  });

  it('is idempotent: reading its own output gives the same value', () => {
    fc.assert(
      fc.property(rawCookie, (raw) => {
        const value = readReferrerCookie(raw);
        expect(readReferrerCookie(value ?? undefined)).toBe(value);
      }),
    );
  });

  it('does not throw, whatever the cookie holds', () => {
    fc.assert(
      fc.property(rawCookie, (raw) => {
        expect(() => readReferrerCookie(raw)).not.toThrow();
      }),
    );
  });
});
