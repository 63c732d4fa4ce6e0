import type { Page } from '@playwright/test';
import { localizedPath } from '@/lib/site/i18n/locale';
import { canonicalUrl } from '@/lib/site/seo/pageLinks';
import { expect } from './fixtures';
import { BASE_URL, E2E_ORIGIN } from './origin';

/**
 * Checks every Spanish twin shares (docs/site.md#languages): served in Spanish with its language
 * marked, paired both ways with its English page for search engines, and with nothing of the
 * English page left in what a reader sees.
 */

/**
 * The absolute address of a route under the base path, as the head and sitemap write it (the
 * site's own rule: the main page is the bare base path, without a closing slash).
 */
export function absoluteUrl(path: string): string {
  return canonicalUrl(E2E_ORIGIN, path);
}

/** What a reader sees of the page, one trimmed line per text line. */
export async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Lines that read the same in both languages on every page: the brand, numbers, the switch. */
const SAME_ON_EVERY_PAGE = /^(HomePay|English|Español|[\d\s().+,$%/:–-]+|“|”|·)$/;

export interface SpanishTwin {
  /** The English page's route without the base path, e.g. `/caregivers`. */
  englishPath: string;
  /** The document title of the Spanish twin. */
  title: string;
  /** The twin's one level-1 heading. */
  heading: string;
}

/** The twin answers 200 in Spanish, with a self canonical and hreflang pairs both ways. */
export async function expectSpanishTwin(page: Page, twin: SpanishTwin): Promise<void> {
  const spanishPath = localizedPath(twin.englishPath, 'es');
  const response = await page.goto(`${BASE_URL}${spanishPath}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle(twin.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(twin.heading);
  const head = page.locator('head');
  const link = (selector: string) => head.locator(`link[rel="${selector}`);
  await expect(link('canonical"]')).toHaveAttribute('href', absoluteUrl(spanishPath));
  await expect(link('alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    absoluteUrl(spanishPath),
  );
  await expect(link('alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    absoluteUrl(twin.englishPath),
  );
  await expect(link('alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    absoluteUrl(twin.englishPath),
  );

  await page.goto(`${BASE_URL}${twin.englishPath}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(link('canonical"]')).toHaveAttribute('href', absoluteUrl(twin.englishPath));
  await expect(link('alternate"][hreflang="es"]')).toHaveAttribute(
    'href',
    absoluteUrl(spanishPath),
  );
}

/**
 * The lines of the English page a reader still sees on its Spanish twin, apart from those that
 * read the same on every page and the page's own names (`sameInBoth`: people, places, form names).
 */
export async function englishLinesLeft(
  page: Page,
  englishPath: string,
  sameInBoth: RegExp = /^$/,
): Promise<string[]> {
  await page.goto(`${BASE_URL}${englishPath}`);
  const english = new Set(await visibleLines(page));
  await page.goto(`${BASE_URL}${localizedPath(englishPath, 'es')}`);
  return (await visibleLines(page)).filter(
    (line) => english.has(line) && !SAME_ON_EVERY_PAGE.test(line) && !sameInBoth.test(line),
  );
}
