import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { PAGE_KEYS } from '@/lib/site/seo/pageLinks';
import { SPANISH_PAGES } from '@/lib/site/i18n/spanishPages';
import { FIRST_LOAD_BUDGET_KB, firstLoadKb } from '../../scripts/lib/firstLoad.mjs';
import { BASE_URL } from './support/origin';
import { expect, test } from './support/fixtures';

/**
 * The first-load budget, counted as the bench counts it: every script the served HTML loads,
 * gzip (docs/performance.md#first-load-budget). A change that pulls an on-demand module into
 * the first load fails here, not only in `npm run bench`. HTTP only: desktop runs it.
 */
test('every page’s first-load JavaScript stays within the budget', async () => {
  test.skip(test.info().project.name !== 'desktop', 'HTTP only: one project is enough');
  const sizes: Record<string, number> = {};
  for (const key of PAGE_KEYS) {
    const path = key === 'notFound' ? '/no-such-page' : PAGE_CATALOGUE[key].path;
    sizes[path] =
      Math.round((await firstLoadKb(`${BASE_URL}${path === '/' ? '' : path}`)) * 10) / 10;
  }
  const over = Object.entries(sizes).filter(([, kb]) => kb > FIRST_LOAD_BUDGET_KB);
  expect(over, `first load in KiB per page: ${JSON.stringify(sizes)}`).toEqual([]);
  // A page whose scripts could not be read would count 0 and pass: every page loads something.
  expect(Object.values(sizes).every((kb) => kb > 50)).toBe(true);
});

/**
 * A Spanish page costs at most 3 KiB more than its English twin (docs/site.md#messages): its frame
 * catalog and nothing else; the page's own words travel as data.
 */
test('every Spanish page’s first load is within 3 KiB of its English twin', async () => {
  test.skip(test.info().project.name !== 'desktop', 'HTTP only: one project is enough');
  for (const key of SPANISH_PAGES) {
    const [english, spanish] =
      key === 'notFound'
        ? ['/no-such-page', '/es/no-such-page']
        : [PAGE_CATALOGUE[key].path, `/es${PAGE_CATALOGUE[key].path}`];
    const englishKb = await firstLoadKb(`${BASE_URL}${english}`);
    const spanishKb = await firstLoadKb(`${BASE_URL}${spanish}`);
    expect(
      spanishKb,
      `${spanish}: ${spanishKb} KiB, ${english}: ${englishKb} KiB`,
    ).toBeLessThanOrEqual(englishKb + 3);
    expect(spanishKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
    expect(spanishKb).toBeGreaterThan(50);
  }
});
