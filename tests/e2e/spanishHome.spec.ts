import { BASE_URL, E2E_ORIGIN } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { englishLinesLeft, expectSpanishTwin } from './support/spanishTwin';

/**
 * The Spanish twins of the main page (/es) and the product and pricing page
 * (docs/site.md#languages): Spanish in all a reader sees, their FAQ and offer published in Spanish,
 * paired with their English pages, in the sitemap and reached by the switch.
 */

/** The main page's address as the site links it: the bare base path. */
const HOME = BASE_URL;
const HOME_ES = `${BASE_URL}/es`;

/** The reviewers' names and places, the review sites and their ratings read the same. */
const SAME_IN_BOTH =
  /^(Sarah K\.|David M\.|Priya R\.|.*, (VA|TX|CA)( · .*)?|Facebook|Google|[\d.]+ de 5 estrellas.*)$/;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the twin’s words do not depend on the layout');
});

test.describe('the Spanish main page', () => {
  test('is Spanish, marked so, paired both ways with /, with its FAQ data in Spanish', async ({
    page,
    problems,
  }) => {
    await expectSpanishTwin(page, {
      englishPath: '/',
      title: 'Nómina de niñeras e impuestos de empleados domésticos, sin complicaciones | HomePay',
      heading: 'La nómina de su niñera y los impuestos de su hogar, en nuestras manos',
    });
    await page.goto(HOME_ES);
    const jsonLd = (
      await page.locator('head script[type="application/ld+json"]').allTextContents()
    ).join('\n');
    expect(jsonLd).toContain('"name":"¿Tengo que pagar impuestos por emplear a una niñera?"');
    expect(jsonLd).not.toContain('Do I need to pay nanny taxes?');
    await expectNoProblems(problems);
  });

  test('leaves no line of its English twin in what a reader sees', async ({ page }) => {
    expect(await englishLinesLeft(page, '/', SAME_IN_BOTH)).toEqual([]);
  });

  test('asks the hired question in Spanish and keeps the enrollment link’s answer', async ({
    page,
  }) => {
    await page.goto(HOME_ES);
    const question = page.getByRole('radiogroup', {
      name: '¿Ya contrató a su empleado(a) doméstico(a)?',
    });
    await question.getByRole('radio', { name: 'Sí' }).check();
    const start = page.getByRole('main').getByRole('link', { name: 'Empezar' });
    await expect(start).toHaveAttribute('href', /hired=yes/);
  });

  test('the language switch goes from / to /es and back', async ({ page, problems }) => {
    await page.goto(HOME);
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(HOME_ES);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(HOME);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoProblems(problems);
  });

  test('is in the sitemap, naming its English twin', async ({ request }) => {
    const xml = await (await request.get(`${BASE_URL}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${E2E_ORIGIN}/app/hp-vhp/es</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="es" href="${E2E_ORIGIN}/app/hp-vhp/es"/>`,
    );
  });
});

test.describe('the Spanish product and pricing page', () => {
  test('is Spanish, paired both ways, with its FAQ and offer data in Spanish', async ({
    page,
    problems,
  }) => {
    await expectSpanishTwin(page, {
      englishPath: '/product-and-pricing',
      title: 'Servicios y precios de la nómina del hogar | HomePay',
      heading: 'Servicios y precios de la nómina del hogar',
    });
    await page.goto(`${BASE_URL}/es/product-and-pricing`);
    const jsonLd = (
      await page.locator('head script[type="application/ld+json"]').allTextContents()
    ).join('\n');
    expect(jsonLd).toContain(
      '"name":"Preparación de impuestos de fin de año del hogar de HomePay"',
    );
    expect(jsonLd).toContain('"price":"100.00"');
    expect(jsonLd).toContain('"name":"¿Cuánto cuesta HomePay?"');
    await expectNoProblems(problems);
  });

  test('leaves no line of its English twin in what a reader sees', async ({ page }) => {
    expect(await englishLinesLeft(page, '/product-and-pricing')).toEqual([]);
  });

  test('is linked from the Spanish main page', async ({ page }) => {
    await page.goto(HOME_ES);
    await page.getByRole('link', { name: 'Ver servicios y precios' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/es/product-and-pricing`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test.describe('the Spanish senior care page', () => {
  test('is Spanish, paired both ways, with no line of its English twin left', async ({
    page,
    problems,
  }) => {
    await expectSpanishTwin(page, {
      englishPath: '/senior-care',
      title: 'Nómina e impuestos para la cuidadora de su padre o de su madre | HomePay',
      heading: 'La nómina y los impuestos de la persona que cuida a su padre o a su madre',
    });
    expect(await englishLinesLeft(page, '/senior-care')).toEqual([]);
    await expectNoProblems(problems);
  });
});
