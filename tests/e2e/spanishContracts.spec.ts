import { BASE_URL, E2E_ORIGIN } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { englishLinesLeft, expectSpanishTwin } from './support/spanishTwin';

/**
 * The Spanish twins of the sample contracts (docs/site.md#sample-contracts): Spanish pages paired
 * with their English ones, each offering its own Spanish PDF, which says what it translates.
 */

test.skip(
  () => test.info().project.name !== 'desktop',
  'content and links, not layout: one project is enough',
);

const CONTRACTS = [
  {
    englishPath: '/sample-nanny-contract',
    title: 'Modelo de contrato de niñera gratis | HomePay',
    heading: 'Modelo de contrato de niñera, gratis',
    pdf: 'modelo-de-contrato-de-ninera.pdf',
  },
  {
    englishPath: '/sample-senior-care-contract',
    title: 'Modelo de contrato de cuidado de personas mayores gratis | HomePay',
    heading: 'Modelo de contrato de cuidado de personas mayores, gratis',
    pdf: 'modelo-de-contrato-de-cuidado-de-personas-mayores.pdf',
  },
];

for (const contract of CONTRACTS) {
  test.describe(`the Spanish ${contract.englishPath}`, () => {
    test('is Spanish, paired both ways, offers its Spanish PDF and runs clean', async ({
      page,
      request,
      problems,
    }) => {
      await expectSpanishTwin(page, contract);
      await page.goto(`${BASE_URL}/es${contract.englishPath}`);
      const download = page.getByRole('link', { name: 'Descargar el PDF gratis' });
      await expect(download).toHaveCount(1);
      await expect(download).toHaveAttribute(
        'href',
        `/app/hp-vhp/static/documents/${contract.pdf}`,
      );
      await expect(download).toHaveAttribute('download', contract.pdf);
      await expect(page.getByText(/^Traducción al español del modelo de contrato/)).toBeVisible();
      for (const party of ['Firma del empleador', 'Firma de la persona empleada']) {
        await expect(page.getByRole('group', { name: party })).toBeVisible();
      }
      const pdf = await request.get(`${BASE_URL}/static/documents/${contract.pdf}`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expectNoProblems(problems);
    });

    test('leaves no line of its English twin in what a reader sees', async ({ page }) => {
      expect(await englishLinesLeft(page, contract.englishPath)).toEqual([]);
    });
  });
}

test('the language switch goes from the English nanny contract to its twin and back', async ({
  page,
  problems,
}) => {
  await page.goto(`${BASE_URL}/sample-nanny-contract`);
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/es/sample-nanny-contract`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/sample-nanny-contract`);
  await expectNoProblems(problems);
});

test('the sitemap lists both Spanish contracts, each naming its English page', async ({
  request,
}) => {
  const xml = await (await request.get(`${BASE_URL}/sitemap.xml`)).text();
  for (const { englishPath } of CONTRACTS) {
    const spanish = `${E2E_ORIGIN}/app/hp-vhp/es${englishPath}`;
    expect(xml).toContain(`<loc>${spanish}</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${spanish}"/>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${E2E_ORIGIN}/app/hp-vhp${englishPath}"/>`,
    );
  }
});
