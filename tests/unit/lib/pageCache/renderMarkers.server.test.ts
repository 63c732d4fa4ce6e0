/** @jest-environment node */
import fc from 'fast-check';
import {
  decodeRenderFlags,
  encodeRenderFlags,
  isInternalRender,
  renderPlaceholders,
} from '@/lib/pageCache/renderMarkers.server';
import { pagePropsFixture } from '../../../support/pageProps.fixture';

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

describe('isInternalRender', () => {
  it.each<[string | string[] | undefined, string | undefined, boolean]>([
    [SECRET, SECRET, true],
    [`${SECRET}x`, SECRET, false],
    ['', SECRET, false],
    [undefined, SECRET, false],
    [[SECRET, SECRET], SECRET, false],
    [SECRET, undefined, false],
  ])('header %p with secret %p: %p', (header, secret, expected) => {
    expect(isInternalRender(header, secret)).toBe(expected);
  });
});

describe('render flags header', () => {
  it('round-trips the evaluated flags', () => {
    const changed = { ...flags, threeTierPricing: !flags.threeTierPricing, assetUrl: '/x' };
    expect(decodeRenderFlags(encodeRenderFlags(changed), flags)).toEqual(changed);
  });

  it('keeps the fallback for missing, mistyped or unknown values', () => {
    const header = Buffer.from(
      JSON.stringify({ threeTierPricing: 'yes', assetUrl: 3, unknown: true }),
    ).toString('base64url');
    expect(decodeRenderFlags(header, flags)).toEqual(flags);
  });

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(Object.keys(decodeRenderFlags(header, flags)).sort()).toEqual(
          Object.keys(flags).sort(),
        );
      }),
    );
  });
});
