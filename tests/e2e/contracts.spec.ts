import AxeBuilder from '@axe-core/playwright';
import { expect, expectNoProblems, test } from './support/fixtures';

test.skip(
  () => test.info().project.name !== 'desktop',
  'sets its own widths: one project is enough',
);

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('the sample contracts', () => {
  for (const contract of ['sample-nanny-contract', 'sample-senior-care-contract']) {
    for (const width of [390, 1366]) {
      test(`${contract} at ${width} px: one download, two signature columns, axe clean`, async ({
        page,
        problems,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(contract);
        await expect(page.getByRole('link', { name: /pdf/i })).toHaveCount(1);
        await expect(page.getByRole('group', { name: /signature$/ })).toHaveCount(2);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth).toBeLessThanOrEqual(width);
        const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        expect(
          axe.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          ),
        ).toEqual([]);
        await expectNoProblems(problems);
      });
    }
  }
});
