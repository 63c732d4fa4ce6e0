/** @jest-environment node */
import fc from 'fast-check';
import { resolveVisitorIds, VISITOR_COOKIES } from '@/lib/site/visitor/visitorCookies';

const VALID = {
  n_vis: '0f8fad5b-d9cb-469f-a165-70867728950e',
  hpc: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  csc: '16fd2706-8baf-433b-82eb-8c7fada847da',
} as const;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Deterministic id source: new-0, new-1, ... shaped as UUIDs. */
function sequentialIds(): () => string {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;
}

/** The Set-Cookie header written for one cookie name (fails the test when there is none). */
function setCookieFor(setCookies: readonly string[], name: string): string {
  const header = setCookies.find((value) => value.startsWith(`${name}=`));
  if (header === undefined) throw new Error(`no Set-Cookie for ${name}`);
  return header;
}

const attributesOf = (header: string): string[] =>
  header
    .split(';')
    .slice(1)
    .map((attribute) => attribute.trim());

describe('resolveVisitorIds', () => {
  it('keeps existing valid ids and sets no cookie', () => {
    const result = resolveVisitorIds({ ...VALID }, { secure: true, newId: sequentialIds() });
    expect(result.ids).toEqual({
      visitorId: VALID.n_vis,
      deviceId: VALID.hpc,
      enrollmentSessionId: VALID.csc,
    });
    expect(result.setCookies).toEqual([]);
  });

  it('accepts upper-case UUIDs as valid', () => {
    const upper = VALID.n_vis.toUpperCase();
    const result = resolveVisitorIds({ ...VALID, n_vis: upper }, { secure: false });
    expect(result.ids.visitorId).toBe(upper);
    expect(result.setCookies).toEqual([]);
  });

  it('creates all three ids when the request has no cookies', () => {
    const result = resolveVisitorIds({}, { secure: false, newId: sequentialIds() });
    expect(result.ids).toEqual({
      visitorId: '00000000-0000-4000-8000-000000000000',
      deviceId: '00000000-0000-4000-8000-000000000001',
      enrollmentSessionId: '00000000-0000-4000-8000-000000000002',
    });
    expect(result.setCookies.map((header) => header.split('=')[0])).toEqual([
      'n_vis',
      'hpc',
      'csc',
    ]);
    expect(setCookieFor(result.setCookies, 'n_vis')).toMatch(
      /^n_vis=00000000-0000-4000-8000-000000000000;/,
    );
  });

  it.each([
    ['empty', ''],
    ['not a UUID', 'abc'],
    ['a cookie-attribute injection', 'abc; Path=/evil'],
    ['a UUID followed by an injected attribute', `${VALID.n_vis}; Domain=evil.example.com`],
    ['a UUID followed by a newline', `${VALID.n_vis}\n`],
    ['a header-splitting attempt', `${VALID.n_vis}\r\nSet-Cookie: admin=1`],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
    ['a UUID without dashes', VALID.n_vis.replaceAll('-', '')],
    ['a script', '<script>alert(1)</script>'],
  ])('replaces a malformed id (%s) without echoing it', (_case, malformed) => {
    const result = resolveVisitorIds(
      { ...VALID, n_vis: malformed },
      { secure: false, newId: sequentialIds() },
    );
    expect(result.ids.visitorId).toBe('00000000-0000-4000-8000-000000000000');
    expect(result.ids.deviceId).toBe(VALID.hpc);
    expect(result.setCookies).toHaveLength(1);
    const [header = ''] = result.setCookies;
    expect(header.startsWith('n_vis=00000000-0000-4000-8000-000000000000;')).toBe(true);
    if (malformed !== '') expect(header).not.toContain(malformed);
    expect(header).not.toMatch(/evil|admin|script|[\r\n]/);
  });

  it.each([
    ['n_vis', 31536000],
    ['hpc', 31536000],
    ['csc', undefined],
  ] as const)('writes %s HttpOnly, SameSite=Lax, Path=/ with Max-Age %p', (name, maxAge) => {
    const { setCookies } = resolveVisitorIds({}, { secure: false, newId: sequentialIds() });
    const attributes = attributesOf(setCookieFor(setCookies, name));
    expect(attributes).toContain('HttpOnly');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('Path=/');
    expect(attributes.some((attribute) => attribute.startsWith('Domain'))).toBe(false);
    expect(attributes.some((attribute) => attribute.startsWith('Expires'))).toBe(false);
    const maxAgeAttributes = attributes.filter((attribute) => attribute.startsWith('Max-Age='));
    expect(maxAgeAttributes).toEqual(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]);
  });

  it.each([
    [true, 3],
    [false, 0],
  ])('marks cookies Secure only when asked (secure: %p)', (secure, expectedSecure) => {
    const { setCookies } = resolveVisitorIds({}, { secure, newId: sequentialIds() });
    expect(setCookies).toHaveLength(3);
    expect(setCookies.filter((header) => attributesOf(header).includes('Secure'))).toHaveLength(
      expectedSecure,
    );
  });

  it('keeps the visitor and device ids for a year', () => {
    expect(VISITOR_COOKIES.visitorId.maxAgeSeconds).toBe(365 * 24 * 60 * 60);
    expect(VISITOR_COOKIES.deviceId.maxAgeSeconds).toBe(365 * 24 * 60 * 60);
    expect(VISITOR_COOKIES.enrollmentSessionId.maxAgeSeconds).toBeUndefined();
  });

  it('creates random v4 UUIDs by default', () => {
    const first = resolveVisitorIds({}, { secure: false });
    const second = resolveVisitorIds({}, { secure: false });
    for (const id of Object.values(first.ids)) expect(id).toMatch(UUID_V4);
    expect(new Set([...Object.values(first.ids), ...Object.values(second.ids)]).size).toBe(6);
  });

  it('always yields valid ids and one Set-Cookie per replaced id, whatever the cookies hold', () => {
    const cookieValue = fc.option(fc.oneof(fc.string(), fc.uuid(), fc.constant(VALID.csc)), {
      nil: undefined,
    });
    fc.assert(
      fc.property(cookieValue, cookieValue, cookieValue, (visitor, device, session) => {
        const cookies = { n_vis: visitor, hpc: device, csc: session };
        const { ids, setCookies } = resolveVisitorIds(cookies, { secure: true });
        const values = [ids.visitorId, ids.deviceId, ids.enrollmentSessionId];
        for (const id of values) expect(id).toMatch(/^[0-9a-f-]{36}$/i);
        const replaced = [visitor, device, session].filter(
          (value, index) => value !== values[index],
        );
        expect(setCookies).toHaveLength(replaced.length);
        for (const header of setCookies) expect(header).toMatch(/^(n_vis|hpc|csc)=[0-9a-f-]{36};/);
      }),
    );
  });
});
