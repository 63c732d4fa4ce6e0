import { calculateNannyTax } from '@/lib/tax/calculate';
import { type NannyTaxInput } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { US_STATES } from '@/lib/tax/states';
import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { englishLinesLeft, expectSpanishTwin } from './support/spanishTwin';

/**
 * The Spanish nanny tax calculator (docs/calculator.md#languages): the same calculator, form,
 * answer, errors and shared URLs, in Spanish, with money as es-US writes it.
 */

const ONE_PROJECT = 'the words are the same on any device: one project is enough';
const CALCULATOR_ES = `${BASE_URL}/es/nanny-tax-calculator`;
/** Lines that are names in both languages: the states (those whose name differs are translated). */
const STATE_NAMES = new RegExp(
  `^(${US_STATES.map((state) => state.name.replace('.', '\\.')).join('|')})$`,
);
/** Seattle's 2026 minimum is $21.30 an hour: $15 is below it. */
const SEATTLE_LOW = 'state=wa&loc=WA-SEATTLE&amount=15&hours=40&date=2026-06-01';

/** "What does a $22-an-hour, 45-hour-a-week nanny in Texas cost me?" */
const QUESTION: NannyTaxInput = {
  taxYear: 2026,
  state: 'TX',
  pay: { amount: 22, per: 'hour', type: 'gross' },
  hoursPerWeek: 45,
  payFrequency: 'weekly',
};
const QUERY = 'state=tx&amount=22&hours=45&date=2026-06-01';

/** The answer sentence in Spanish, with the engine's figures in es-US money ("$1,234.56"). */
function spanishAnswer(input: NannyTaxInput): string {
  const result = calculateNannyTax({ ...input, payDate: '2026-06-01' });
  return `Usted paga ${formatUsd(result.annual.employerTaxes)} al año en impuestos como empleador; su niñera recibe ${formatUsd(result.perPaycheck.netPay)} por semana.`;
}

test.describe('the Spanish nanny tax calculator', () => {
  test('answers a question typed in Spanish, with es-US money', async ({ page, problems }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await page.goto(`${CALCULATOR_ES}?date=2026-06-01`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Calculadora de impuestos por emplear a una niñera',
    );
    await page.getByRole('textbox', { name: 'Salario', exact: true }).fill('22');
    await page.getByRole('textbox', { name: 'Horas por semana' }).fill('45');
    await expect(page.getByText(spanishAnswer(QUESTION))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sus resultados' })).toBeVisible();
    await expect(page.getByText('Usted paga en total')).toBeVisible();
    await expect(page.getByText('Para un pago del 1 de junio de 2026.')).toBeVisible();
    await expectNoProblems(problems);
  });

  test('says what is wrong with a field in Spanish', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await page.goto(CALCULATOR_ES);
    const hours = page.getByRole('textbox', { name: 'Horas por semana' });
    await hours.fill('0');
    await expect(hours).toHaveAttribute('aria-invalid', 'true');
    await expect(hours).toHaveAccessibleDescription(/Escriba de 1 a 168 horas\./);
    await expect(
      page.getByText('Estos resultados son de los últimos datos completos. Corrija el campo'),
    ).toBeVisible();
  });

  test('renders a shared URL’s result on the server, in Spanish', async ({ request }) => {
    const response = await request.get(`${CALCULATOR_ES}?${QUERY}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('lang="es"');
    expect(html).toContain(spanishAnswer(QUESTION));
    expect(html).toContain('Sus resultados');
  });

  test('is a twin: paired with its English page, reached by the switch with its inputs, no English left', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await expectSpanishTwin(page, {
      englishPath: '/nanny-tax-calculator',
      title: 'Calculadora de impuestos por emplear a una niñera | HomePay',
      heading: 'Calculadora de impuestos por emplear a una niñera',
    });
    await page.goto(`${BASE_URL}/nanny-tax-calculator?${QUERY}`);
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(`${CALCULATOR_ES}?${QUERY}`);
    await expect(page.getByText(spanishAnswer(QUESTION))).toBeVisible();
    expect(await englishLinesLeft(page, `/nanny-tax-calculator?${QUERY}`, STATE_NAMES)).toEqual([]);
  });

  test('warns in Spanish at the field and in the results when a Seattle pay is below the minimum, from the server as in the browser', async ({
    page,
    request,
  }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    const html = await (await request.get(`${CALCULATOR_ES}?${SEATTLE_LOW}`)).text();
    expect(html).toContain('Por debajo del salario mínimo de Seattle, $21.30');
    expect(html).not.toMatch(/below (the )?(Seattle's )?minimum wage/i);

    await page.goto(`${CALCULATOR_ES}?${SEATTLE_LOW}`);
    const pay = page.getByRole('textbox', { name: 'Salario', exact: true });
    await expect(page.getByText('Por debajo del salario mínimo de Seattle, $21.30')).toBeVisible();
    // Edited in the browser, the Spanish engine answers: the notes speak Spanish too.
    await pay.fill('16');
    await expect(page.getByText('Por debajo del salario mínimo de Seattle, $21.30')).toBeVisible();
    const notes = await page.locator('main').innerText();
    expect(notes).toMatch(/salario mínimo de Seattle/);
    expect(notes).not.toMatch(/minimum wage/i);
  });
});
