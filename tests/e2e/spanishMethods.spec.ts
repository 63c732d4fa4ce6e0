import { BASE_URL, E2E_ORIGIN } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { englishLinesLeft, expectSpanishTwin } from './support/spanishTwin';

/**
 * The Spanish twin of the methods page (docs/site.md#languages): paired with its English page, in
 * Spanish all through (its table and changelog too, dates in Spanish words), the cited documents
 * keeping their official English titles marked as English, and listed in the sitemap.
 */

test.skip(() => test.info().project.name !== 'desktop', 'no phone layout of its own');

test('the Spanish methods page is paired with its English page and in Spanish all through', async ({
  page,
  problems,
}) => {
  await expectSpanishTwin(page, {
    englishPath: '/how-we-calculate',
    title: 'Cómo calculamos | HomePay',
    heading: 'Cómo calculamos',
  });
  expect(await englishLinesLeft(page, '/how-we-calculate')).toEqual([]);
  const changelog = page.getByRole('region', { name: 'Registro de cambios' });
  await expect(changelog.getByRole('heading', { level: 3 }).first()).toHaveText(
    'Año tributario 2027',
  );
  await expect(changelog).toContainText('1 de enero de 2027');
  const title = changelog.getByRole('link', {
    name: 'Senate Fiscal Agency, "S.B. 8: Analysis as Enacted"',
  });
  await expect(title.first().locator('[lang="en"]')).toHaveText(
    'Senate Fiscal Agency, "S.B. 8: Analysis as Enacted"',
  );
  await expectNoProblems(problems);
});

test('the language switch leads from the methods page to its twin, and the sitemap lists both', async ({
  page,
  request,
}) => {
  await page.goto(`${BASE_URL}/how-we-calculate`);
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/es/how-we-calculate`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cómo calculamos');
  const xml = await (await request.get(`${BASE_URL}/sitemap.xml`)).text();
  const spanish = `${E2E_ORIGIN}/app/hp-vhp/es/how-we-calculate`;
  expect(xml).toContain(`<loc>${spanish}</loc>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${spanish}"/>`);
  expect(xml).toContain(
    `<xhtml:link rel="alternate" hreflang="en" href="${E2E_ORIGIN}/app/hp-vhp/how-we-calculate"/>`,
  );
});
