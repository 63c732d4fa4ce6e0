import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { PAGE_KEYS, type PageKey } from '@/lib/site/seo/pageLinks';
import { localizedPath } from '@/lib/site/i18n/locale';
import { SPANISH_PAGES } from '@/lib/site/i18n/spanishPages';
import { runningAnimations, sidewaysOverflow, undersizedTargets } from '../support/a11yProbes';
import { expect, test } from '../support/fixtures';
import { BASE_URL } from '../support/origin';
import { SESSION_COOKIE, sessionOf } from '../support/signIn';

/**
 * Every page of the catalogue (a new page is covered at once), English and Spanish, at a small
 * phone signed out and signed in (docs/site.md#accessibility): axe's WCAG 2.2 A/AA rules, target
 * size (2.5.8), reflow (1.4.10) and reduced motion, and the menu opened. The English pages also at
 * a large phone and a desktop signed out. Each width that is left out stands on one that is not
 * (the suite's time, under CI's limit):
 * - 390 px has 320's layout (no breakpoint lies between them), so one language stands for it;
 * - a Spanish twin has its English page's components and layout, and only its words change what
 *   axe sees at any width: 320 px, where longer words overflow first, stands for the rest;
 * - signing in changes the frame, the same on every page, and the body of the pages in
 *   SESSION_PAGES: those stand for the desktop signed in; at 320 px every page is checked signed
 *   in, with the member's menu open.
 */

/** The WCAG 2.2 A and AA rule sets of axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** 320 px: a small phone and 400 % zoom of a 1280 px window (WCAG 1.4.10). */
const WIDTHS = [320, 390, 1366] as const;
const STATES = ['signed out', 'signed in'] as const;
type Width = (typeof WIDTHS)[number];
type State = (typeof STATES)[number];

test.skip(
  () => test.info().project.name !== 'desktop',
  'sets its own viewports: one project is enough',
);

interface Entry {
  key: PageKey;
  path: string;
  menu: string;
  /** The widths it is checked at, signed out and signed in. */
  widths: Record<State, readonly Width[]>;
}

/**
 * The pages whose body changes for a member, not only the frame: the enrollment call to action
 * (home, pricing, senior care), the member's referral link and the sign-in return. Checked signed
 * in at the desktop width too.
 */
const SESSION_PAGES: readonly PageKey[] = [
  'home',
  'productAndPricing',
  'seniorCare',
  'referral',
  'authCallback',
];

/** The twin that stands for every Spanish page signed in: a member changes only the frame. */
const SPANISH_SIGNED_IN: PageKey = 'caregivers';

/** Every page of the catalogue, then every Spanish twin (the Spanish 404 at an unknown address). */
const ENTRIES: readonly Entry[] = [
  ...PAGE_KEYS.map((key) => ({
    key,
    path: PAGE_CATALOGUE[key].path,
    menu: 'Open menu',
    widths: {
      'signed out': WIDTHS,
      'signed in': SESSION_PAGES.includes(key) ? ([320, 1366] as const) : ([320] as const),
    },
  })),
  ...SPANISH_PAGES.map((key) => ({
    key,
    path: key === 'notFound' ? '/es/no-such-page' : localizedPath(PAGE_CATALOGUE[key].path, 'es'),
    menu: 'Abrir el menú',
    widths: {
      'signed out': [320] as const,
      'signed in': key === SPANISH_SIGNED_IN ? ([320] as const) : [],
    },
  })),
];

let session: string | undefined;
/** One page per width and state in each worker, reused from page to page (the suite's time). */
const pages = new Map<string, Promise<Page>>();

async function openPage(browser: Browser, width: Width, state: State): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `${BASE_URL}/`,
    viewport: { width, height: width === 1366 ? 768 : 720 },
    // At 320 px the context also asks for reduced motion, which that test then checks.
    reducedMotion: width === 320 ? 'reduce' : 'no-preference',
  });
  if (state === 'signed in') {
    session ??= await sessionOf(browser, 'darcy@example.com');
    await context.addCookies([{ name: SESSION_COOKIE, value: session, url: BASE_URL }]);
  }
  return context.newPage();
}

function pageFor(browser: Browser, width: Width, state: State): Promise<Page> {
  const key = `${width} ${state}`;
  const existing = pages.get(key);
  if (existing) return existing;
  const created = openPage(browser, width, state);
  pages.set(key, created);
  return created;
}

for (const state of STATES) {
  for (const width of WIDTHS) {
    test.describe(`${state} at ${width} px`, () => {
      for (const { key, path: pagePath, menu: menuName } of ENTRIES.filter((entry) =>
        entry.widths[state].includes(width),
      )) {
        const path = pagePath === '/' ? '' : pagePath.slice(1);

        test(`${pagePath}: axe WCAG 2.2 A/AA and target size${width === 320 ? ', reflow without sideways scroll, reduced motion' : ''}`, async ({
          browser,
        }) => {
          const page = await pageFor(browser, width, state);
          await page.goto(path, { waitUntil: 'networkidle' });

          const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
          expect
            .soft(
              axe.violations.map(
                (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
              ),
              'axe violations',
            )
            .toEqual([]);
          expect.soft(await undersizedTargets(page), 'targets under 24 px, too close').toEqual([]);
          if (width !== 320) return;

          // One page load for the 320 px checks (the suite's time): reflow first, before the menu.
          expect.soft(await sidewaysOverflow(page), 'sideways scroll at 320 px').toEqual([]);
          expect.soft(await runningAnimations(page), 'animations after load').toEqual([]);
          // The static 404 page has a header of its own without the menu (docs/site.md#routes), and
          // the downtime page shows the logo, the message and the phone only.
          if ((key === 'notFound' && pagePath === '/404') || key === 'downtime') return;
          const menu = page.locator('header').getByRole('button', { name: menuName });
          await menu.click();
          await expect(page.locator('#mobile-menu')).toBeVisible();
          expect.soft(await runningAnimations(page), 'animations with the menu open').toEqual([]);
        });
      }
    });
  }
}
