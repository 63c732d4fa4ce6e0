import { calculateShare } from '@/lib/calculator/share/spanishShareEngine';
import { type NannyShareInput } from '@/lib/tax/share/contract';
import { completeShareInput } from '@/lib/tax/share/defaults';
import { LOCALITIES } from '@/lib/tax/localities/lookup';
import { US_STATES } from '@/lib/tax/states';
import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { englishLinesLeft, expectSpanishTwin } from './support/spanishTwin';

/**
 * The Spanish nanny share calculator (docs/calculator.md#languages): the same share, form, split,
 * warnings and shared URLs, in Spanish. The words themselves are checked by the unit tests; here,
 * that the page serves them end to end. One project: the words are the same on any device.
 */
test.skip(() => test.info().project.name !== 'desktop', 'the same words at any width');

const SHARE_ES = `${BASE_URL}/es/nanny-share-calculator`;
/**
 * Lines that are names in both languages: the states (those whose name differs are translated) and
 * the cities and counties of the locality choice (docs/calculator.md#warnings-per-language).
 */
const escaped = (name: string) => name.replace(/[.()]/g, '\\$&');
const PLACE_NAMES = new RegExp(
  `^(${[...US_STATES, ...LOCALITIES].map((place) => escaped(place.name)).join('|')})$`,
);

/** Two Washington families sharing a nanny 40 hours a week at $20, half each, in Seattle. */
const SEATTLE_SHARE: NannyShareInput = {
  taxYear: 2026,
  payDate: '2026-06-01',
  state: 'WA',
  payFrequency: 'weekly',
  sharedHoursPerWeek: 40,
  sharedRate: 20,
  locality: 'WA-SEATTLE',
  families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
};
const WASHINGTON_QUERY =
  'date=2026-06-01&state=WA&hours=40&rate=20&frequency=weekly&aShare=0.5&bShare=0.5';
const SEATTLE_QUERY = `${WASHINGTON_QUERY}&locality=WA-SEATTLE`;

/** The Spanish engine's answer for the Seattle share: its summary and its minimum-wage warning. */
function seattleInSpanish(): { summary: string[]; warning: string } {
  const { result, summary } = calculateShare(completeShareInput(SEATTLE_SHARE));
  const warning = result.warnings.find((w) => w.code === 'BELOW_LOCAL_MINIMUM_WAGE')?.message;
  if (!warning) throw new Error('The engine gave no local minimum wage warning');
  return { summary, warning };
}

/** A text as React writes it into the page's HTML (quotes and ampersands as entities). */
function inHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
}

test.describe('the Spanish nanny share calculator', () => {
  test('is a twin: paired with its English page, with no English line left', async ({ page }) => {
    await expectSpanishTwin(page, {
      englishPath: '/nanny-share-calculator',
      title: 'Calculadora para niñera compartida | HomePay',
      heading: 'Calculadora para niñera compartida',
    });
    expect(
      await englishLinesLeft(page, `/nanny-share-calculator?${WASHINGTON_QUERY}`, PLACE_NAMES),
    ).toEqual([]);
  });

  test('computes the split in Spanish after an edit, with the minimum-wage warning and a field error in Spanish', async ({
    page,
    problems,
  }) => {
    const { summary, warning } = seattleInSpanish();
    await page.goto(`${SHARE_ES}?${WASHINGTON_QUERY}`);
    await expect(page.getByText(warning)).toHaveCount(0);
    await page
      .getByRole('combobox', { name: '¿Dónde trabaja su niñera?' })
      .selectOption({ label: 'Seattle' });
    await expect(page.getByText(warning)).toBeVisible();
    for (const sentence of summary) await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByText('Por debajo del salario mínimo de Seattle, $21.30')).toBeVisible();
    await expect(page).toHaveURL(/[?&]locality=WA-SEATTLE/);

    const share = page.getByRole('textbox', { name: 'Familia B: parte del pago compartido' });
    await share.fill('40');
    await expect(share).toHaveAccessibleDescription(
      'Las partes del pago compartido deben sumar 100%; ahora suman 90%.',
    );
    await expectNoProblems(problems);
  });

  test('renders a shared URL’s split on the server, in Spanish', async ({ request }) => {
    const { summary, warning } = seattleInSpanish();
    const response = await request.get(`${SHARE_ES}?${SEATTLE_QUERY}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('lang="es"');
    expect(html).toContain('Los resultados de su niñera compartida');
    for (const sentence of summary) expect(html).toContain(inHtml(sentence));
    expect(html).toContain(inHtml(warning));
    expect(html).not.toMatch(/below (the )?(Seattle&#x27;s )?minimum wage/i);
  });

  test('the language switch keeps the share’s inputs', async ({ page }) => {
    await page.goto(`${BASE_URL}/nanny-share-calculator?${SEATTLE_QUERY}`);
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(`${SHARE_ES}?${SEATTLE_QUERY}`);
    for (const sentence of seattleInSpanish().summary) {
      await expect(page.getByText(sentence)).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: '¿Dónde trabaja su niñera?' })).toHaveValue(
      'WA-SEATTLE',
    );
  });
});
