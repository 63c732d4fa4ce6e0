import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { englishLinesLeft, expectSpanishTwin } from './support/spanishTwin';

/**
 * The Spanish twin of the pro portal (docs/site.md#languages): paired with its English page, in
 * Spanish all through, reached from the Spanish main page without the English mark, and its
 * partner code form saying what is wrong in Spanish in a real browser (docs/site.md#partner-link).
 */

test.skip(() => test.info().project.name !== 'desktop', 'no phone layout of its own');

test('the Spanish pro portal is paired with its English page and linked from the Spanish main page', async ({
  page,
  problems,
}) => {
  await expectSpanishTwin(page, {
    englishPath: '/proportal',
    title: 'Para profesionales: contadores públicos, asesores y agencias | HomePay',
    heading: 'Una nómina del hogar de la que sus clientes nunca tienen que ocuparse',
  });
  await page.goto(`${BASE_URL}/es`);
  const link = page.getByRole('link', { name: 'Asociarse con nosotros', exact: true });
  await expect(link).not.toHaveAttribute('hreflang');
  await link.click();
  await expect(page).toHaveURL(`${BASE_URL}/es/proportal`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const jsonLd = (
    await page.locator('head script[type="application/ld+json"]').allTextContents()
  ).join('\n');
  expect(jsonLd).toContain('"name":"Para profesionales"');
  await expectNoProblems(problems);
});

test('the Spanish pro portal leaves no line of its English twin in what a reader sees', async ({
  page,
}) => {
  expect(await englishLinesLeft(page, '/proportal')).toEqual([]);
});

test('the Spanish partner code form says in Spanish what is wrong with a code', async ({
  page,
}) => {
  await page.goto(`${BASE_URL}/es/proportal`);
  const code = page.getByRole('textbox', { name: 'Código de socio' });
  const submit = page.getByRole('button', { name: 'Inscribir a un cliente' });
  await submit.click();
  await expect(code).toHaveAccessibleDescription('Escriba su código de socio.');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill('CPA 1234');
  await submit.click();
  await expect(code).toHaveAccessibleDescription(
    'Un código de socio tiene de 2 a 32 letras, números o guiones, por ejemplo CPA-1234.',
  );
  await expect(page).toHaveURL(`${BASE_URL}/es/proportal`);
});
