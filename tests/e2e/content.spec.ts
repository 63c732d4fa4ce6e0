import { BASE_URL } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';

/** Why a test runs in the desktop project only. */
const ONE_PROJECT = 'the same on any device: one project is enough';

test.describe('page content', () => {
  test('the hired question shapes the enrollment link', async ({ page, problems }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await page.goto('');
    const question = page.getByRole('radiogroup', { name: /have you hired/i });
    const getStarted = page.locator('main').getByRole('link', { name: 'Get started' });
    await expect(getStarted).toHaveAttribute('href', /\/app\/hp-enrollment\/signup\?hired=no$/);
    await question.getByRole('radio', { name: 'Yes' }).check();
    await expect(getStarted).toHaveAttribute('href', /\/app\/hp-enrollment\/signup\?hired=yes$/);
    await expectNoProblems(problems);
  });

  test('the landing page shows its ratings and three reviews', async ({ page }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await page.goto('');
    await expect(page.getByRole('img', { name: '4.5 out of 5 stars on Facebook' })).toBeVisible();
    await expect(page.getByRole('img', { name: '5.0 out of 5 stars on Google' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: /families who stopped worrying/i }).locator('figure'),
    ).toHaveCount(3);
  });

  test('the reviews arrive whole, then fold long quotes behind "Read more" once the page is idle', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('');
    const reviews = page.getByRole('region', { name: /families who stopped worrying/i });
    // Their code is not part of the first load: it comes when the browser is idle.
    const toggle = reviews.getByRole('button', { name: 'Read more' }).first();
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(reviews.getByRole('button', { name: 'Show less' }).first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(reviews.locator('figure')).toHaveCount(3);
    await expectNoProblems(problems);
  });

  test('a partner code is checked in place and sent to enrollment with partner and hired=yes', async ({
    page,
  }) => {
    test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
    await page.goto('proportal');
    const code = page.getByRole('textbox', { name: 'Partner code' });
    await page.getByRole('button', { name: 'Enroll a client' }).click();
    await expect(code).toHaveAccessibleDescription('Enter your partner code.');
    // The enrollment funnel is another application; answer for it so the test stays offline.
    await page.route('https://www.care.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Enrollment</title>' }),
    );
    await code.fill('cpa-1234');
    await page.getByRole('button', { name: 'Enroll a client' }).click();
    await expect(page).toHaveURL(
      'https://www.care.com/app/hp-enrollment/signup?hired=yes&partner=CPA-1234',
    );
  });

  for (const contract of ['sample-nanny-contract', 'sample-senior-care-contract']) {
    test(`${contract} offers its PDF from the base path`, async ({ page, request }) => {
      test.skip(test.info().project.name !== 'desktop', ONE_PROJECT);
      await page.goto(contract);
      const href = await page
        .getByRole('link', { name: /download the free pdf/i })
        .getAttribute('href');
      expect(href).toBe(`/app/hp-vhp/static/documents/${contract}.pdf`);
      const pdf = await request.get(`${BASE_URL}/static/documents/${contract}.pdf`);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  }
});
