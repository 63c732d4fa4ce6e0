/** @jest-environment node */
import { cacheablePagePath } from '@/lib/serving/pageCache/cacheableRequest';
import { memberCacheRules, siteCacheRules } from '@/lib/serving/pageCache/siteCacheRules';
import {
  pageCookies,
  pageHeaders,
  visitorInputs,
  type VisitorInputs,
} from '@/lib/serving/pageProps/visitorInputs';

const PAGE = '/app/hp-vhp/caregivers';

/** The site's inputs with one more cookie the page renders, as a new feature would add it. */
const withNewCookie: VisitorInputs = {
  ...visitorInputs(),
  renderedCookies: [...visitorInputs().renderedCookies, 'hp_new_feature'],
};

describe('visitorInputs', () => {
  it('a cookie added to what pages render sends a request carrying it past the cache', () => {
    const cookies = { hp_new_feature: 'on' };
    expect(cacheablePagePath('GET', PAGE, cookies, siteCacheRules())).toBe(PAGE);
    const rules = siteCacheRules(withNewCookie);
    expect(cacheablePagePath('GET', PAGE, cookies, rules)).toBeNull();
    const members = memberCacheRules(rules, withNewCookie);
    expect(cacheablePagePath('GET', PAGE, { ...cookies, hp_vhp_session: 't' }, members)).toBeNull();
  });

  it('a page sees that cookie only once it is listed', () => {
    const cookies = { hp_new_feature: 'on', n_vis: 'v' };
    expect(pageCookies(cookies)).toEqual({ n_vis: 'v' });
    expect(pageCookies(cookies, withNewCookie)).toEqual(cookies);
  });

  it('bypasses the cache for every cookie a page renders, never for the per-response ids', () => {
    const inputs = visitorInputs();
    const rules = siteCacheRules(inputs);
    for (const name of [...inputs.sessionCookies, ...inputs.renderedCookies]) {
      expect(cacheablePagePath('GET', PAGE, { [name]: 'x' }, rules)).toBeNull();
    }
    const ids = Object.fromEntries(inputs.perResponseCookies.map((name) => [name, 'x']));
    expect(Object.keys(ids)).toEqual(['n_vis', 'hpc', 'csc']);
    expect(cacheablePagePath('GET', PAGE, ids, rules)).toBe(PAGE);
  });

  it('gives a page only the headers that change it, and the cache bypasses on their value', () => {
    expect(pageHeaders({ 'sec-gpc': '1', cookie: 'a=b', 'user-agent': 'x' })).toEqual({
      'sec-gpc': '1',
    });
    const rules = siteCacheRules();
    expect(cacheablePagePath('GET', PAGE, {}, rules, { 'sec-gpc': '1' })).toBeNull();
    expect(cacheablePagePath('GET', PAGE, {}, rules, { 'sec-gpc': '0' })).toBe(PAGE);
  });
});
