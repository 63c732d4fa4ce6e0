import AxeBuilder from '@axe-core/playwright';
import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';

/** The WCAG 2.2 A and AA rule sets of axe-core. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Why a test runs in the desktop project only. */
const ONE_PROJECT = 'the same on any device: one project is enough';

/** A New York nanny at $25 an hour, 45 hours a week, paid weekly. */
const NEW_YORK = 'state=NY&amount=25&per=hour&type=gross&hours=45&frequency=weekly';
const CALIFORNIA = 'state=CA&amount=900&per=week&type=gross&hours=45&frequency=weekly&attendant=0';

/** The LS 54's eight items, their titles in English and in Spanish. */
const ITEMS = [
  ['Employer Information', 'Información del empleador'],
  ['Notice given', 'Aviso entregado'],
  ['Employee’s rate of pay', 'Tarifa de pago del empleado'],
  ['Allowances taken', 'Asignaciones tomadas'],
  ['Regular payday', 'Día de pago regular'],
  ['Pay is', 'El pago es'],
  ['Overtime Pay Rate', 'Tarifa de pago de horas extras'],
  ['Employee Acknowledgement', 'Reconocimiento del empleado'],
] as const;

test.describe('the offer sheet in New York: the bilingual pay notice', () => {
  test('shows every LS 54 item in an English and a Spanish column, filled from the offer', async ({
    page,
  }) => {
    await page.goto(`${BASE_URL}/nanny-offer-sheet?${NEW_YORK}`);
    const notice = page.getByRole('region', { name: /Notice and Acknowledgement of Pay Rate/ });
    await expect(notice).toBeVisible();
    for (const [index, [en, es]] of ITEMS.entries()) {
      const row = notice.locator(`[data-pay-notice-item="${index + 1}"]`);
      await expect(row.locator('td[lang="en"]')).toContainText(`${index + 1}. ${en}`);
      await expect(row.locator('td[lang="es"]')).toContainText(`${index + 1}. ${es}`);
      await expect(row.locator('td[lang="es"]')).toBeVisible();
    }
    await expect(notice.locator('[data-pay-notice-item="3"] td[lang="en"]')).toContainText(
      '$25.00 per hour',
    );
    await expect(notice.locator('[data-pay-notice-item="3"] td[lang="es"]')).toContainText(
      '$25.00 por hora',
    );
    await expect(notice.locator('[data-pay-notice-item="7"] td[lang="en"]')).toContainText(
      '$37.50 per hour',
    );
  });

  test('has the acknowledgement in both languages and the six-year note', async ({ page }) => {
    await page.goto(`${BASE_URL}/nanny-offer-sheet?${NEW_YORK}`);
    const acknowledgement = page.locator('[data-pay-notice-item="8"]');
    await expect(acknowledgement.locator('[lang="en"]')).toContainText(
      'I have been given this pay notice in English and in my primary language.',
    );
    await expect(acknowledgement.locator('[lang="es"]')).toContainText(
      'Recibí este aviso de pago en inglés y en mi idioma principal.',
    );
    const signatures = page.locator('[data-pay-notice-signatures]');
    await expect(signatures.getByText('Employee Signature')).toBeVisible();
    await expect(signatures.getByText('Firma del empleado', { exact: true })).toHaveAttribute(
      'lang',
      'es',
    );
    await expect(page.locator('[data-pay-notice-retention]')).toContainText(
      'The employer must keep the original for 6 years.',
    );
  });

  // The longest New York sheet: under the minimum wage and the sick-time minimum, both warned.
  test('prints on one Letter page with the offer, warnings included', async ({
    page,
    browserName,
  }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    test.skip(browserName !== 'chromium', 'PDF printing is Chromium-only');
    await page.goto(
      `${BASE_URL}/nanny-offer-sheet?state=NY&amount=12&per=hour&type=gross&hours=45&frequency=semimonthly&pto=10&sick=24`,
    );
    await expect(page.locator('[data-sick-time-warning]')).toBeVisible();
    await expect(page.locator('[data-offer-sheet] [role="alert"]')).toHaveCount(2);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-pay-notice]')).toBeVisible();
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  });

  test('keeps the notice within 320 px, with no amount or word of a figure cut across lines', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const path of ['nanny-offer-sheet', 'es/nanny-offer-sheet']) {
      await page.goto(`${BASE_URL}/${path}?${NEW_YORK}`);
      const right = await page
        .locator('[data-pay-notice]')
        .evaluate((notice) =>
          Math.max(
            ...[...notice.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right),
          ),
        );
      expect(right, path).toBeLessThanOrEqual(320);
      // Each word of a figure ("$918.58", "paycheck") lies on one line: it may wrap only between words.
      const cut = await page.locator('main td[data-num]').evaluateAll((cells) =>
        cells.flatMap((cell) => {
          const text = cell.firstChild;
          if (!(text instanceof Text)) return [];
          return [...text.data.matchAll(/\S+/g)].flatMap((word) => {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            return lines.size > 1 ? [word[0]] : [];
          });
        }),
      );
      expect(cut, path).toEqual([]);
    }
  });

  test('is accessible', async ({ page, problems }) => {
    await page.goto(`${BASE_URL}/nanny-offer-sheet?${NEW_YORK}`);
    const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await expectNoProblems(problems);
  });
});

test.describe('the offer sheet in California: the notice at hire', () => {
  test('names Labor Code §2810.5 in one line with its source in the footnotes', async ({
    page,
  }) => {
    await page.goto(`${BASE_URL}/nanny-offer-sheet?${CALIFORNIA}`);
    const line = page.locator('[data-hire-notice]');
    await expect(line).toContainText('Cal. Labor Code §2810.5');
    await expect(line).toContainText('Notice to Employee');
    const mark = line.getByRole('link', { name: /^Source \d$/ });
    const target = (await mark.getAttribute('href')) ?? '';
    await expect(page.locator(target)).toContainText('Cal. Labor Code §2810.5');
    await expect(page.locator('[data-pay-notice]')).toHaveCount(0);
  });
});
