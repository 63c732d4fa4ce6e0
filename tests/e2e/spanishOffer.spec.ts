import type { Request } from '@playwright/test';
import { BASE_URL, E2E_ISSUER } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { absoluteUrl, englishLinesLeft, visibleLines } from './support/spanishTwin';

/**
 * The offer sheet's Spanish twin (docs/calculator.md#offer-sheet) and the Spanish sign-in return
 * page (docs/members.md#language). The details of both are unit-tested; here, what only a served
 * page shows: the pair, the words left, the calculator's link, the provider's round trip.
 */

test.skip(() => test.info().project.name !== 'desktop', 'no phone layout of its own');

// The round trip shares the one local identity provider with the other sign-in specs.
test.describe.configure({ mode: 'serial' });

/** A Californian nanny at $12 an hour (under the minimum wage), with 24 sick hours offered. */
const CALIFORNIA = 'state=CA&amount=12&per=hour&type=gross&hours=40&frequency=weekly&sick=24';
/** A New York nanny at $25 an hour: the sheet carries the bilingual pay notice. */
const NEW_YORK = 'state=NY&amount=25&per=hour&type=gross&hours=45&frequency=weekly';

test('the Spanish offer sheet is paired with its English page and leaves no English line', async ({
  page,
  problems,
}) => {
  // One family's figures: kept out of search, so no hreflang pairs (docs/site.md#languages), but
  // served in Spanish with its own canonical and the language switch.
  const response = await page.goto(`${BASE_URL}/es/nanny-offer-sheet`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Resumen de la oferta de trabajo para niñera | HomePay');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oferta de trabajo para niñera');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    absoluteUrl('/es/nanny-offer-sheet'),
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute(
    'href',
    /\/nanny-offer-sheet$/,
  );
  expect(await englishLinesLeft(page, `/nanny-offer-sheet?${CALIFORNIA}`)).toEqual([]);
  await expect(page.getByRole('alert').first()).toContainText('salario mínimo');
  await expect(page.locator('[data-sick-time-warning]')).toContainText(
    '24 horas de permiso por enfermedad están por debajo del mínimo de California',
  );
  await expectNoProblems(problems);
});

test('in New York only the pay notice’s English column and names read in English', async ({
  page,
}) => {
  await page.goto(`${BASE_URL}/nanny-offer-sheet?${NEW_YORK}`);
  const english = new Set(await visibleLines(page));
  await page.goto(`${BASE_URL}/es/nanny-offer-sheet?${NEW_YORK}`);
  const notice = page.locator('[data-pay-notice]');
  await expect(notice.locator('[lang="en"]').first()).toBeVisible();
  await expect(notice).toContainText(
    'Aviso y reconocimiento de la tarifa de pago y del día de pago',
  );
  const noticeLines = new Set((await notice.innerText()).split('\n').map((line) => line.trim()));
  const left = (await visibleLines(page)).filter(
    (line) =>
      english.has(line) &&
      !noticeLines.has(line) &&
      !/^(HomePay|English|Español|[\d\s().+,$%/:–-]+)$/.test(line),
  );
  expect(left).toEqual([]);
});

test('the Spanish calculator’s offer link opens the Spanish sheet with the same figures', async ({
  page,
}) => {
  await page.goto(`${BASE_URL}/es/nanny-tax-calculator?${CALIFORNIA}`);
  const link = page.getByRole('link', { name: /^Hacer una oferta/ });
  await expect(link).not.toHaveAttribute('hreflang', /.*/);
  await link.click();
  await expect(page).toHaveURL(/\/es\/nanny-offer-sheet\?/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('state'), query.get('amount'), query.get('hours')]).toEqual(['CA', '12', '40']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oferta de trabajo para niñera');
  await expect(page.getByRole('table', { name: 'Pago y horario' })).toContainText(
    '$12.00 por hora',
  );
});

test('the Spanish sign-in return page opened without a code says so in Spanish', async ({
  page,
}) => {
  const response = await page.goto(`${BASE_URL}/es/authCallback`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciando su sesión');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'En esta página no hay ningún inicio de sesión por completar.',
    }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a la página principal' })).toBeVisible();
});

test('a sign-in started on a Spanish page comes back through the Spanish return page', async ({
  page,
}) => {
  await page.goto(`${BASE_URL}/es/caregivers?step=2`);
  const [authorization] = await Promise.all([
    page.waitForRequest((request: Request) => request.url().startsWith(`${E2E_ISSUER}/auth?`)),
    page.locator('header').getByRole('button', { name: 'Iniciar sesión' }).click(),
  ]);
  expect(new URL(authorization.url()).searchParams.get('redirect_uri')).toBe(
    `${BASE_URL}/es/authCallback`,
  );
  await page.waitForURL(`${E2E_ISSUER}/interaction/**`);
  await page.getByLabel('Correo electrónico').fill('client@example.com');
  await page.getByLabel('Contraseña').fill('homepay-demo');
  const [returned] = await Promise.all([
    page.waitForRequest((request: Request) =>
      request.url().startsWith(`${BASE_URL}/es/authCallback?code=`),
    ),
    page.getByRole('button', { name: 'Iniciar sesión' }).click(),
  ]);
  expect(returned.isNavigationRequest()).toBe(true);
  await page.waitForURL(`${BASE_URL}/es/caregivers?step=2`);
  await expect(page.locator('header').getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});
