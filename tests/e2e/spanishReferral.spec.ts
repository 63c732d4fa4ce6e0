import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';
import { SESSION_COOKIE, sessionCookieOf } from './support/memberSignIn';
import { englishLinesLeft, expectSpanishTwin } from './support/spanishTwin';

/**
 * The Spanish twin of the referral page (docs/site.md#member-referral-links): Spanish in all a
 * visitor reads, paired with /referral, and a member's link section in Spanish, sharing the
 * Spanish main page with the member's code.
 */

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the twin’s words do not depend on the layout');
});

test.describe('the Spanish referral page', () => {
  test('is Spanish, marked so, and paired both ways with /referral', async ({ page, problems }) => {
    await expectSpanishTwin(page, {
      englishPath: '/referral',
      title: 'Recomiende HomePay a una familia | HomePay',
      heading: 'Recomiende HomePay a una familia',
    });
    await expectNoProblems(problems);
  });

  test('leaves no line of its English twin in what a visitor sees', async ({ page }) => {
    expect(await englishLinesLeft(page, '/referral')).toEqual([]);
  });

  test('gives a signed-in member their link to the Spanish main page, in Spanish', async ({
    page,
    browser,
    context,
  }) => {
    const session = await sessionCookieOf(browser, 'client@example.com');
    await context.addCookies([{ name: SESSION_COOKIE, value: session, url: BASE_URL }]);
    await page.goto(`${BASE_URL}/es/referral`);
    const section = page.getByRole('region', { name: 'Su enlace para recomendarnos' });
    const link = `${BASE_URL}/es?rx=a1b2c3d4`;
    await expect(section.getByLabel('Enlace de recomendación para copiar')).toHaveValue(link);
    await expect(section.getByRole('button', { name: 'Copiar el enlace' })).toBeEnabled();
    const mail = section.getByRole('link', { name: 'Enviar un correo a una familia' });
    const body = new URLSearchParams(
      ((await mail.getAttribute('href')) ?? '').slice('mailto:?'.length),
    ).get('body');
    expect(body).toMatch(/^Hola:\n\nUsamos HomePay para la nómina/);
    expect(body?.endsWith(link)).toBe(true);
    await expect(
      section.getByRole('link', { name: 'Enviar un mensaje de texto a una familia' }),
    ).toHaveAttribute(
      'href',
      new RegExp(`^sms:.*${encodeURIComponent(link).replaceAll('.', '\\.')}$`),
    );
    for (const english of ['Your referral link', 'Copy link', 'Email a family', 'Text a family'])
      await expect(section).not.toContainText(english);
  });
});
