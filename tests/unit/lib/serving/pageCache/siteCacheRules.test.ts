/** @jest-environment node */
import { cacheablePagePath } from '@/lib/serving/pageCache/cacheableRequest';
import { memberCacheRules, siteCacheRules } from '@/lib/serving/pageCache/siteCacheRules';

const rules = siteCacheRules();
const members = memberCacheRules(rules);
const PAGE = '/app/hp-vhp/caregivers';

describe('memberCacheRules', () => {
  it.each(['hp_vhp_session', '__Secure-hp_vhp_session'])(
    'lets a member with only the %s cookie reach the cache',
    (name) => {
      const cookies = { [name]: 'token', hp_vhp_vid: 'v' };
      expect(cacheablePagePath('GET', PAGE, cookies, rules)).toBeNull();
      expect(cacheablePagePath('GET', PAGE, cookies, members)).toBe(PAGE);
    },
  );

  it('keeps every other bypass: referral, partner and privacy cookies, and Sec-GPC', () => {
    const others = rules.bypassCookies.filter((name) => !name.includes('session'));
    expect(others.length).toBeGreaterThan(0);
    expect(members.bypassCookies).toEqual(others);
    for (const name of others) {
      expect(cacheablePagePath('GET', PAGE, { hp_vhp_session: 't', [name]: 'x' }, members)).toBe(
        null,
      );
    }
    expect(cacheablePagePath('GET', PAGE, {}, members, { 'sec-gpc': '1' })).toBeNull();
    expect(members.pagePaths).toBe(rules.pagePaths);
  });
});

describe('siteCacheRules', () => {
  it('caches each Spanish twin under its own address, and no Spanish 404', () => {
    expect(rules.pagePaths.has('/app/hp-vhp/caregivers')).toBe(true);
    expect(rules.pagePaths.has('/app/hp-vhp/es/caregivers')).toBe(true);
    expect(rules.pagePaths.has('/app/hp-vhp/es')).toBe(true);
    expect(rules.pagePaths.has('/app/hp-vhp/es/product-and-pricing')).toBe(true);
    expect(rules.pagePaths.has('/app/hp-vhp/es/senior-care')).toBe(true);
    expect(rules.pagePaths.has('/app/hp-vhp/es/proportal')).toBe(true);
    expect(rules.pagePaths.has('/app/hp-vhp/es/referral')).toBe(true);
    expect(rules.pagePaths.has('/app/hp-vhp/es/nanny-share-calculator')).toBe(true);
    expect(rules.pagePaths.has('/app/hp-vhp/es/nanny-offer-sheet')).toBe(true);
    expect(rules.pagePaths.has('/app/hp-vhp/es/authCallback')).toBe(false);
    expect(rules.pagePaths.has('/app/hp-vhp/es/404')).toBe(false);
    expect(cacheablePagePath('GET', '/app/hp-vhp/es/caregivers', {}, rules)).toBe(
      '/app/hp-vhp/es/caregivers',
    );
  });
});
