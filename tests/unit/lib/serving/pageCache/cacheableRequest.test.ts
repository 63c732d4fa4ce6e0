/** @jest-environment node */
import fc from 'fast-check';
import { cacheablePagePath, type CacheRules } from '@/lib/serving/pageCache/cacheableRequest';
import { siteCacheRules } from '@/lib/serving/pageCache/siteCacheRules';

const rules: CacheRules = siteCacheRules();

describe('cacheablePagePath', () => {
  it.each([
    ['/app/hp-vhp', '/app/hp-vhp'],
    ['/app/hp-vhp/caregivers', '/app/hp-vhp/caregivers'],
    ['/app/hp-vhp/nanny-tax-calculator', '/app/hp-vhp/nanny-tax-calculator'],
    ['/app/hp-vhp/caregivers?utm_source=mail&utm_campaign=fall', '/app/hp-vhp/caregivers'],
    ['/app/hp-vhp?gclid=abc&fbclid=def', '/app/hp-vhp'],
  ])('serves %s from the cache as %s', (url, expected) => {
    expect(cacheablePagePath('GET', url, {}, rules)).toBe(expected);
  });

  it.each([
    ['a page parameter the server reads', '/app/hp-vhp/nanny-tax-calculator?state=CA'],
    ['a partner code', '/app/hp-vhp?partner=ACME'],
    ['more than one "?" (middleware redirects it)', '/app/hp-vhp?utm_source=a?b'],
    ['a trailing slash (Next.js redirects it)', '/app/hp-vhp/caregivers/'],
    ['the sign-in return page', '/app/hp-vhp/authCallback'],
    ['an API route', '/app/hp-vhp/api/health'],
    ['a static file', '/app/hp-vhp/favicon.svg'],
    ['an unknown page', '/app/hp-vhp/nope'],
    ['a path outside the base path', '/caregivers'],
    ['an absolute-form target', 'http://evil.example/app/hp-vhp'],
    ['a protocol-relative target', '//evil.example/app/hp-vhp'],
    ['the asterisk target', '*'],
    ['an encoded path', '/app/hp-vhp/%63aregivers'],
  ])('renders afresh for %s', (_, url) => {
    expect(cacheablePagePath('GET', url, {}, rules)).toBeNull();
  });

  it.each(['POST', 'PUT', 'OPTIONS', 'TRACE', undefined])(
    'renders afresh for method %p',
    (method) => {
      expect(cacheablePagePath(method, '/app/hp-vhp', {}, rules)).toBeNull();
    },
  );

  it('answers HEAD like GET', () => {
    expect(cacheablePagePath('HEAD', '/app/hp-vhp', {}, rules)).toBe('/app/hp-vhp');
  });

  it.each([
    ['hp_vhp_session'],
    ['__Secure-hp_vhp_session'],
    ['vpm'],
    ['hp_partner'],
    ['hp_privacy'],
    ['__Secure-hp_privacy'],
  ])('renders afresh when the %s cookie is present, whatever its value', (name) => {
    expect(cacheablePagePath('GET', '/app/hp-vhp', { [name]: '' }, rules)).toBeNull();
    expect(cacheablePagePath('GET', '/app/hp-vhp', { [name]: 'x' }, rules)).toBeNull();
  });

  it.each<[string | string[] | undefined, boolean]>([
    ['1', false],
    [' 1 ', false],
    [['1'], false],
    ['0', true],
    [undefined, true],
  ])('serves from the cache when Sec-GPC is %p: %s', (gpc, cached) => {
    const result = cacheablePagePath('GET', '/app/hp-vhp', {}, rules, { 'sec-gpc': gpc });
    expect(result !== null).toBe(cached);
  });

  it('ignores the visitor id cookies (they are swapped in per response)', () => {
    const cookies = { n_vis: 'a', hpc: 'b', csc: 'c', other: 'd' };
    expect(cacheablePagePath('GET', '/app/hp-vhp', cookies, rules)).toBe('/app/hp-vhp');
  });

  it('never throws and only ever returns a catalogue path', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('GET', 'HEAD'), (url, method) => {
        const result = cacheablePagePath(method, url, {}, rules);
        return result === null || rules.pagePaths.has(result);
      }),
    );
  });
});
