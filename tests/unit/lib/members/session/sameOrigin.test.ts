/** @jest-environment node */
import {
  isSameOriginJsonRequest,
  isSameOriginRequest,
  type OriginHeaders,
} from '@/lib/members/session/sameOrigin';

const SITE = 'https://www.example.com';
const JSON_TYPE = { 'content-type': 'application/json' } as const;

/** Origin / Sec-Fetch-Site combinations shared by both checks, with the expected answer. */
const ORIGIN_CASES: [string, OriginHeaders, boolean][] = [
  ['our Origin', { origin: SITE }, true],
  [
    'our Origin, Sec-Fetch-Site same-origin',
    { origin: SITE, 'sec-fetch-site': 'same-origin' },
    true,
  ],
  ['another host', { origin: 'https://evil.com' }, false],
  ['a sibling subdomain', { origin: 'https://app.example.com' }, false],
  ['our host over http', { origin: 'http://www.example.com' }, false],
  ['our host on another port', { origin: 'https://www.example.com:8443' }, false],
  ['our origin with a trailing slash', { origin: `${SITE}/` }, false],
  ['our origin in upper case', { origin: 'HTTPS://WWW.EXAMPLE.COM' }, false],
  ['an opaque "null" Origin', { origin: 'null' }, false],
  ['an empty Origin', { origin: '' }, false],
  [
    'our Origin but Sec-Fetch-Site cross-site',
    { origin: SITE, 'sec-fetch-site': 'cross-site' },
    false,
  ],
  [
    'our Origin but Sec-Fetch-Site same-site',
    { origin: SITE, 'sec-fetch-site': 'same-site' },
    false,
  ],
  ['our Origin but Sec-Fetch-Site none', { origin: SITE, 'sec-fetch-site': 'none' }, false],
  [
    'another Origin with Sec-Fetch-Site same-origin',
    { origin: 'https://evil.com', 'sec-fetch-site': 'same-origin' },
    false,
  ],
  ['no Origin, Sec-Fetch-Site same-origin', { 'sec-fetch-site': 'same-origin' }, true],
  ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }, false],
  ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }, false],
  ['no Origin, Sec-Fetch-Site none', { 'sec-fetch-site': 'none' }, false],
  ['no Origin, Sec-Fetch-Site in upper case', { 'sec-fetch-site': 'SAME-ORIGIN' }, false],
  ['neither header', {}, false],
];

describe('isSameOriginRequest (bodiless requests such as DELETE)', () => {
  it.each(ORIGIN_CASES)('%s → %p', (_label, headers, expected) => {
    expect(isSameOriginRequest(headers, SITE)).toBe(expected);
  });

  it('ignores the content type', () => {
    expect(isSameOriginRequest({ origin: SITE, 'content-type': 'text/plain' }, SITE)).toBe(true);
  });
});

describe('isSameOriginJsonRequest', () => {
  it.each(ORIGIN_CASES)('with a JSON body: %s → %p', (_label, headers, expected) => {
    expect(isSameOriginJsonRequest({ ...JSON_TYPE, ...headers }, SITE)).toBe(expected);
  });

  it.each<[string, string | undefined, boolean]>([
    ['application/json', 'application/json', true],
    ['with a charset', 'application/json; charset=utf-8', true],
    ['with spaces and no space before the parameter', ' application/json;charset=UTF-8', true],
    ['in mixed case', 'Application/JSON', true],
    ['text/plain (a simple cross-site form type)', 'text/plain', false],
    ['a form', 'application/x-www-form-urlencoded', false],
    ['multipart', 'multipart/form-data; boundary=x', false],
    ['a JSON-like subtype', 'application/json-patch+json', false],
    ['a longer subtype', 'application/jsonx', false],
    ['JSON as a parameter only', 'text/plain; type=application/json', false],
    ['empty', '', false],
    ['absent', undefined, false],
  ])('content type %s → %p (from our origin)', (_label, contentType, expected) => {
    expect(isSameOriginJsonRequest({ origin: SITE, 'content-type': contentType }, SITE)).toBe(
      expected,
    );
  });

  it('refuses a non-JSON body even when Sec-Fetch-Site says same-origin', () => {
    expect(
      isSameOriginJsonRequest(
        { 'content-type': 'text/plain', 'sec-fetch-site': 'same-origin' },
        SITE,
      ),
    ).toBe(false);
  });
});
