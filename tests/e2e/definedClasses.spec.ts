import type { Page } from '@playwright/test';
import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { PAGE_KEYS } from '@/lib/site/seo/pageLinks';
import { expect, test } from './support/fixtures';
import { BASE_URL } from './support/origin';

/**
 * Every class in a page's server HTML is defined by a stylesheet that HTML itself loads
 * (docs/performance.md#css-modules-reach-the-page). A component styled with CSS Modules and
 * rendered only inside a static island, or by a deferred island whose chunk brings its stylesheet
 * later, would name classes the first paint has no rule for: unstyled until the script arrives, or
 * for ever. Scripts are off, so what is measured is the page before any script runs.
 */

test.skip(
  () => test.info().project.name !== 'desktop',
  'reads the served HTML and its stylesheets: one project is enough',
);

/**
 * MUI's own class names (`MuiButton-root`, `Mui-focused`) are hooks with no rule of their own, and
 * Emotion names an empty style `mui-0` and writes no rule for it.
 */
const NO_RULE_NEEDED = /^(Mui|mui-0$)/;

/** The class names in the document that no rule of its stylesheets mentions. */
async function undefinedClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const collect = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
    const text = selectors.join('\n');
    const used = new Set<string>();
    for (const element of Array.from(document.querySelectorAll('[class]'))) {
      for (const name of Array.from(element.classList)) used.add(name);
    }
    return [...used].filter((name) => {
      const selector = `.${CSS.escape(name)}`;
      let at = text.indexOf(selector);
      while (at !== -1) {
        const next = text.charAt(at + selector.length);
        if (!/[\w-]/.test(next)) return false;
        at = text.indexOf(selector, at + 1);
      }
      return true;
    });
  });
}

test('every class in each catalogue page is defined by the stylesheets it loads', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: `${BASE_URL}/`, javaScriptEnabled: false });
  const page = await context.newPage();
  const missing: Record<string, string[]> = {};
  for (const key of PAGE_KEYS) {
    const path = PAGE_CATALOGUE[key].path;
    await page.goto(path === '/' ? '' : path.slice(1), { waitUntil: 'load' });
    const names = (await undefinedClasses(page)).filter((name) => !NO_RULE_NEEDED.test(name));
    if (names.length > 0) missing[path] = names.sort();
  }
  await context.close();
  expect(missing).toEqual({});
});
