import { BASE_URL, E2E_ORIGIN } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { SESSION_COOKIE, sessionOf } from './support/signIn';
import { absoluteUrl, englishLinesLeft, expectSpanishTwin } from './support/spanishTwin';

/**
 * The Spanish twins under /es (docs/site.md#languages): served in Spanish with their language
 * marked, paired with their English pages for search engines, reached by the language switch, and
 * with nothing of the English page left in what a reader sees.
 */

const CAREGIVERS = `${BASE_URL}/caregivers`;
const CAREGIVERS_ES = `${BASE_URL}/es/caregivers`;

/** Names and places of the reviews, which read the same in both languages. */
const REVIEW_NAMES = /^(Maria L\.|Angela T\.|Rosa G\.|.*, (IL|CO|NY)( · .*)?)$/;

test.describe('the Spanish caregivers page', () => {
  test.skip(
    () => test.info().project.name !== 'desktop',
    'its words and headers do not depend on the layout',
  );
  test('is Spanish, marked so, paired both ways with its English twin, and runs clean', async ({
    page,
    problems,
  }) => {
    await expectSpanishTwin(page, {
      englishPath: '/caregivers',
      title: 'Para cuidadoras y cuidadores: cobre de manera legal | HomePay',
      heading: 'Cobre de manera legal y reciba las protecciones que se gana',
    });
    await page.goto(CAREGIVERS_ES);
    const head = page.locator('head');
    const jsonLd = await head.locator('script[type="application/ld+json"]').textContent();
    expect(jsonLd).toContain('"name":"Para cuidadoras y cuidadores"');
    expect(jsonLd).toContain(`"item":"${absoluteUrl('/es/caregivers')}"`);
    await expectNoProblems(problems);
  });

  test('leaves no line of its English twin in what a reader sees', async ({ page }) => {
    expect(await englishLinesLeft(page, '/caregivers', REVIEW_NAMES)).toEqual([]);
  });

  test('is cached under its own address: a second visitor gets Spanish, whatever they accept', async ({
    browser,
  }) => {
    for (const locale of ['en-US', 'es-US']) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const response = await page.goto(CAREGIVERS);
      expect(response?.headers()['vary'] ?? '').not.toMatch(/accept-language/i);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.goto(CAREGIVERS_ES);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await context.close();
    }
  });
});

test.describe('a member on the Spanish page', () => {
  test('is greeted and signs out in Spanish, from the page cache as from a fresh render', async ({
    browser,
  }) => {
    const token = await sessionOf(browser, 'client@example.com');
    const fetchAs = async (query: string) => {
      const response = await fetch(`${CAREGIVERS_ES}${query}`, {
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      return { html: await response.text(), timing: response.headers.get('server-timing') ?? '' };
    };
    await fetchAs('');
    const cached = await fetchAs('');
    expect(cached.timing).toContain('cache;desc="hit"');
    const fresh = await fetchAs('?fresh=1');
    for (const { html } of [cached, fresh]) {
      expect(html).toContain('lang="es"');
      expect(html).toContain('Hola, <!-- -->Maria');
      expect(html).toContain('Cerrar sesión');
      expect(html).not.toContain('Hi, <!-- -->Maria');
    }
  });
});

test.describe('the language switch', () => {
  test('goes to the twin and back, named in each language, keeping the query', async ({
    page,
    problems,
  }) => {
    await page.goto(`${CAREGIVERS}?rx=FRIEND42`);
    const toSpanish = page.getByRole('link', { name: 'Español' });
    await expect(toSpanish).toHaveAttribute('lang', 'es');
    await expect(toSpanish).toHaveAttribute('href', /\/app\/hp-vhp\/es\/caregivers\?rx=FRIEND42$/);
    await toSpanish.click();
    await expect(page).toHaveURL(`${CAREGIVERS_ES}?rx=FRIEND42`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const toEnglish = page.getByRole('link', { name: 'English' });
    await expect(toEnglish).toHaveAttribute('lang', 'en');
    await toEnglish.click();
    await expect(page).toHaveURL(`${CAREGIVERS}?rx=FRIEND42`);
    await expectNoProblems(problems);
  });

  test('stays at the top right on a phone', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', 'sets its own phone viewport');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(CAREGIVERS_ES);
    const toggle = page.getByRole('link', { name: 'English' });
    await expect(toggle).toBeVisible();
    const box = await toggle.boundingBox();
    const nav = await page.getByRole('button', { name: 'Abrir el menú' }).boundingBox();
    expect(box && nav && box.y + box.height <= nav.y).toBe(true);
    expect(box && box.x + box.width > 320 / 2).toBe(true);
  });
});

test.describe('unknown addresses under /es', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'server answers: one project is enough');
  for (const path of [
    '/es/no-such-page',
    // The silent renew page has no twin (a hidden frame); the sign-in return page has one.
    '/es/authCallback/silent',
  ]) {
    test(`${path} answers the Spanish 404`, async ({ page }) => {
      const response = await page.goto(`${BASE_URL}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esa página');
      await expect(page.getByRole('link', { name: 'Inicio', exact: true }).first()).toBeVisible();
    });
  }

  test('the multiple-question-marks rule cleans a Spanish address like an English one', async ({
    request,
  }) => {
    const response = await request.get(`${CAREGIVERS_ES}?a=1?b=2`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/app/hp-vhp/es/caregivers?a=1&b=2');
  });

  test('/en is not a language prefix: it is an unknown English page', async ({ request }) => {
    const response = await request.get(`${BASE_URL}/en/caregivers`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('lang="en"');
  });
});

test.describe('the sitemap', () => {
  test.skip(() => test.info().project.name !== 'desktop', 'a server answer: one project is enough');
  test('lists both caregivers pages, each naming the other', async ({ request }) => {
    const xml = await (await request.get(`${BASE_URL}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${E2E_ORIGIN}/app/hp-vhp/es/caregivers</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${E2E_ORIGIN}/app/hp-vhp/es/caregivers"/>`,
    );
  });
});
