/** @jest-environment node */
import fc from 'fast-check';
import {
  internalRenderHeaders,
  isInternalRender,
  renderFlagsOf,
  renderedMemberStatus,
  rendersMemberUnavailable,
  renderVariantOf,
  renderPlaceholders,
  stripInternalRenderHeaders,
} from '@/lib/serving/pageCache/internalRender.server';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';

const SECRET = 's'.repeat(43);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/;
const flags = pagePropsFixture('home').flags;

describe('renderPlaceholders', () => {
  it('gives UUID-shaped ids and a nonce of letters and digits, all distinct', () => {
    const placeholders = renderPlaceholders(SECRET);
    expect(placeholders.visitorId).toMatch(UUID);
    expect(placeholders.deviceId).toMatch(UUID);
    expect(placeholders.enrollmentSessionId).toMatch(UUID);
    expect(placeholders.nonce).toMatch(/^[a-z0-9]{32}$/);
    expect(new Set(Object.values(placeholders)).size).toBe(4);
  });

  it('depends on the secret', () => {
    expect(renderPlaceholders(SECRET)).not.toEqual(renderPlaceholders('t'.repeat(43)));
    expect(renderPlaceholders(SECRET)).toEqual(renderPlaceholders(SECRET));
  });
});

const HEADER = 'x-hp-internal-render';

describe('isInternalRender', () => {
  it.each<[string | string[] | undefined, string | undefined, boolean]>([
    [SECRET, SECRET, true],
    [`${SECRET}x`, SECRET, false],
    ['', SECRET, false],
    [undefined, SECRET, false],
    [[SECRET, SECRET], SECRET, false],
    [SECRET, undefined, false],
  ])('Node header %p with secret %p: %p', (header, secret, expected) => {
    expect(isInternalRender(header === undefined ? {} : { [HEADER]: header }, secret)).toBe(
      expected,
    );
  });

  it('reads fetch-style Headers the same way (middleware)', () => {
    expect(isInternalRender(new Headers(internalRenderHeaders(SECRET, flags)), SECRET)).toBe(true);
    expect(isInternalRender(new Headers({ [HEADER]: 'guess' }), SECRET)).toBe(false);
    expect(isInternalRender(new Headers(), SECRET)).toBe(false);
  });

  it('accepts exactly the headers the front server sends', () => {
    expect(isInternalRender(internalRenderHeaders(SECRET, flags), SECRET)).toBe(true);
    expect(isInternalRender(internalRenderHeaders('t'.repeat(43), flags), SECRET)).toBe(false);
  });
});

describe('render variant header', () => {
  it('asks for the page of a signed-in member who could not be loaded, with no status', () => {
    const unavailable = internalRenderHeaders(SECRET, flags, renderVariantOf('unavailable'));
    expect(rendersMemberUnavailable(unavailable)).toBe(true);
    expect(renderedMemberStatus(unavailable)).toBeUndefined();
    expect(renderVariantOf('CLIENT')).toBe('member:CLIENT');
    expect(renderVariantOf(undefined)).toBe('anonymous');
    expect(rendersMemberUnavailable(internalRenderHeaders(SECRET, flags, 'member:CLIENT'))).toBe(
      false,
    );
    expect(rendersMemberUnavailable(internalRenderHeaders(SECRET, flags))).toBe(false);
  });

  it('asks for a member page of one account status, and for the anonymous page otherwise', () => {
    expect(renderedMemberStatus(internalRenderHeaders(SECRET, flags, 'member:PENDING'))).toBe(
      'PENDING',
    );
    expect(renderedMemberStatus(internalRenderHeaders(SECRET, flags))).toBeUndefined();
    for (const odd of ['member:', 'member:ADMIN', 'PENDING', 'member:pending', ''])
      expect(renderedMemberStatus({ 'x-hp-render-variant': odd })).toBeUndefined();
  });
});

describe('stripInternalRenderHeaders', () => {
  it('removes every render header and nothing else', () => {
    const headers = {
      ...internalRenderHeaders(SECRET, flags, 'member:CLIENT'),
      host: 'localhost',
    };
    stripInternalRenderHeaders(headers);
    expect(headers).toEqual({ host: 'localhost' });
    expect(isInternalRender(headers, SECRET)).toBe(false);
  });
});

describe('render flags header', () => {
  it('round-trips the evaluated flags', () => {
    const changed = { ...flags, threeTierPricing: !flags.threeTierPricing, assetUrl: '/x' };
    expect(renderFlagsOf(internalRenderHeaders(SECRET, changed), flags)).toEqual(changed);
  });

  it('keeps the fallback for missing, mistyped or unknown values', () => {
    const header = Buffer.from(
      JSON.stringify({ threeTierPricing: 'yes', assetUrl: 3, unknown: true }),
    ).toString('base64url');
    expect(renderFlagsOf({ 'x-hp-render-flags': header }, flags)).toEqual(flags);
    expect(renderFlagsOf({}, flags)).toEqual(flags);
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        const decoded = renderFlagsOf({ 'x-hp-render-flags': header }, flags);
        expect(Object.keys(decoded).sort()).toEqual(Object.keys(flags).sort());
      }),
    );
  });
});
