import { BASE_URL, E2E_ORIGIN } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { englishLinesLeft, expectSpanishTwin } from './support/spanishTwin';

/**
 * The Spanish twins of the privacy policy, the privacy choices page, the accessibility statement
 * and the maintenance page (docs/site.md#languages): in Spanish all through, the legal texts saying
 * first that the English governs, the switches working in Spanish, and the maintenance twin
 * answering the same 503.
 */

test.skip(() => test.info().project.name !== 'desktop', 'no phone layout of their own');

/** Terms that read the same in both languages: a service's name. */
const SAME_IN_BOTH = /^YouTube$/;

test.describe('the Spanish privacy policy', () => {
  test('is paired with its English page, says the English governs, and dates in Spanish', async ({
    page,
    problems,
  }) => {
    await expectSpanishTwin(page, {
      englishPath: '/privacy-policy',
      title: 'Política de privacidad | HomePay',
      heading: 'Política de privacidad',
    });
    await page.goto(`${BASE_URL}/es/privacy-policy`);
    await expect(page.locator('[data-translation-note]')).toContainText(
      'Si las dos versiones no coinciden, rige la versión en inglés.',
    );
    await expect(page.locator('[data-policy-reviewed]')).toHaveText(
      'Última revisión: 26 de noviembre de 2026.',
    );
    const choices = page
      .getByRole('region', { name: 'La señal Global Privacy Control y sus opciones' })
      .getByRole('link', { name: 'Sus opciones de privacidad' });
    await expect(choices).toHaveAttribute('href', '/app/hp-vhp/es/privacy-choices');
    await expectNoProblems(problems);
  });

  test('leaves no line of its English twin in what a reader sees', async ({ page }) => {
    expect(await englishLinesLeft(page, '/privacy-policy', SAME_IN_BOTH)).toEqual([]);
  });

  test('is reached from the English page by the language switch, and back', async ({ page }) => {
    await page.goto(`${BASE_URL}/privacy-policy`);
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/es/privacy-policy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/privacy-policy`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('the Spanish accessibility statement', () => {
  test('is paired with its English page and in Spanish all through', async ({ page }) => {
    await expectSpanishTwin(page, {
      englishPath: '/accessibility',
      title: 'Declaración de accesibilidad | HomePay',
      heading: 'Declaración de accesibilidad',
    });
    await expect(page.locator('[data-translation-note]')).toBeHidden();
    expect(await englishLinesLeft(page, '/accessibility')).toEqual([]);
    await expect(page.locator('[data-translation-note]')).toContainText(
      'rigen los compromisos de la versión en inglés',
    );
  });
});

test.describe('the Spanish privacy choices page', () => {
  test('is paired with its English page and in Spanish all through', async ({ page }) => {
    await expectSpanishTwin(page, {
      englishPath: '/privacy-choices',
      title: 'Sus opciones de privacidad | HomePay',
      heading: 'Sus opciones de privacidad',
    });
    expect(await englishLinesLeft(page, '/privacy-choices')).toEqual([]);
  });

  test('stores a choice and says so in Spanish, the statute’s title beside the label', async ({
    page,
    context,
    problems,
  }) => {
    await page.goto(`${BASE_URL}/es/privacy-choices`);
    await expect(page.locator('[data-gpc-status="off"]')).toContainText('No detectamos la señal');
    const optOut = page.getByRole('switch', {
      name: 'No vender ni compartir mi información personal (Do Not Sell or Share My Personal Information)',
    });
    await expect(page.locator('span[lang="en"]', { hasText: 'Do Not Sell' })).toBeVisible();
    await optOut.check();
    await expect(page.getByRole('status')).toHaveText(
      'Guardado. Sus opciones se aplican desde ahora.',
    );
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'hp_privacy')?.value).toContain('sale:o');
    await expectNoProblems(problems);
  });
});

test.describe('the Spanish maintenance page', () => {
  test('answers the same 503 in Spanish, from a render and from the page cache', async ({
    page,
  }) => {
    for (let visit = 0; visit < 2; visit += 1) {
      const response = await page.goto(`${BASE_URL}/es/downtime`);
      expect(response?.status()).toBe(503);
      expect(response?.headers()['retry-after']).toBe('300');
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page).toHaveTitle('Mantenimiento | HomePay');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Volvemos enseguida');
      await expect(page.getByRole('link', { name: /^Llamar al / })).toBeVisible();
    }
    expect(await englishLinesLeft(page, '/downtime')).toEqual([]);
  });
});

test.describe('the sitemap and robots.txt', () => {
  test('list the indexable twins with their pairs and keep the maintenance twin out', async ({
    request,
  }) => {
    const xml = await (await request.get(`${BASE_URL}/sitemap.xml`)).text();
    for (const path of ['/privacy-policy', '/accessibility', '/privacy-choices']) {
      expect(xml).toContain(`<loc>${E2E_ORIGIN}/app/hp-vhp/es${path}</loc>`);
      expect(xml).toContain(
        `<xhtml:link rel="alternate" hreflang="es" href="${E2E_ORIGIN}/app/hp-vhp/es${path}"/>`,
      );
    }
    expect(xml).not.toContain('/es/downtime');
    const robots = await (await request.get(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /app/hp-vhp/es/downtime');
  });
});
