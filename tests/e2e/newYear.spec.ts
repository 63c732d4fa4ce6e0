import { existsSync } from 'node:fs';
import { E2E_PORT } from './support/origin';
import { startSecondSite, type SecondSite } from './support/secondSite';
import { expect, test } from './support/fixtures';

/**
 * New Year's Eve and New Year's Day, with the server's clock and the browser's fixed
 * (docs/calculator.md#paycheck-date): the calculators answer for today, in New York, so on
 * January 1 they move to 2027 by themselves and say its figures are preliminary. The server runs
 * on Debian's libfaketime (installed by the test command), reading the clock as in production.
 */

const FAKETIME_LIB =
  process.env.FAKETIME_LIB ?? '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1';

/** Every clock reading goes through the library: the start is slower on a busy machine. */
const START_TIMEOUT_MS = 60_000;

const DAYS = [
  {
    // Noon in New York.
    clock: '2026-12-31 17:00:00',
    payDate: '2026-12-31',
    said: 'For a paycheck on December 31, 2026.',
    preliminary: false,
  },
  {
    // Half past midnight in New York (05:30 UTC): the site's day is New York's.
    clock: '2027-01-01 05:30:00',
    payDate: '2027-01-01',
    said: 'For a paycheck on January 1, 2027.',
    preliminary: true,
  },
] as const;

DAYS.forEach((day, index) => {
  test.describe(`on ${day.payDate}`, () => {
    test.skip(!existsSync(FAKETIME_LIB), 'needs libfaketime (Debian: apt-get install faketime)');
    let site: SecondSite;
    test.beforeAll(async ({}, testInfo) => {
      // The hook waits as long as the start may take (below), plus the browser's share.
      testInfo.setTimeout(START_TIMEOUT_MS + 30_000);
      const port = E2E_PORT + 140 + index + (testInfo.project.name === 'mobile' ? 10 : 0);
      site = await startSecondSite(
        port,
        {
          LD_PRELOAD: FAKETIME_LIB,
          FAKETIME: `@${day.clock}`,
          // Timers keep the real monotonic clock; only the calendar moves.
          FAKETIME_DONT_FAKE_MONOTONIC: '1',
          TZ: 'UTC',
        },
        { startTimeoutMs: START_TIMEOUT_MS },
      );
    });
    test.afterAll(async () => site?.stop());

    for (const path of ['nanny-tax-calculator', 'nanny-share-calculator']) {
      test(`${path} answers for that day, in New York`, async ({ page }) => {
        await page.clock.setFixedTime(new Date(`${day.clock.replace(' ', 'T')}Z`));
        await page.goto(`${site.baseUrl}/${path}`);
        await expect(page.getByLabel('Paycheck date')).toHaveValue(day.payDate);
        const line = page.locator('[data-result-date]');
        await expect(line).toContainText(day.said);
        if (day.preliminary) {
          await expect(line).toContainText('2027 figures (preliminary)');
        } else {
          await expect(line.locator('[data-preliminary]')).toHaveCount(0);
        }
        // A shared link keeps its own day, whatever the clock says.
        await page.goto(`${site.baseUrl}/${path}?date=2026-07-01`);
        await expect(page.getByLabel('Paycheck date')).toHaveValue('2026-07-01');
        await expect(line).toContainText('For a paycheck on July 1, 2026.');
      });
    }
  });
});
