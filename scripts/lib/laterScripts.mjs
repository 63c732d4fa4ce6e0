// What a page loads after its first load (docs/tracking.md#what-loads-when: tracking's SDKs must
// load later, and the bench reports them separately): every script response the page receives in a
// real Chromium until the network has been quiet, minus the scripts the served HTML names.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

/** How long the page may stay quiet before we call it done (tracking waits for idle first). */
const SETTLE_MS = 6000;

/**
 * gzip kB of the scripts each page loads after its first load.
 * @param {string[]} urls
 * @param {(url: string) => Promise<Set<string>>} firstLoadScripts absolute URLs the HTML names
 * @returns {Promise<{ url: string, laterKb: number, scripts: number }[]>}
 */
export async function scriptsLoadedLater(urls, firstLoadScripts) {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const rows = [];
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      /** @type {Promise<number>[]} */
      const sizes = [];
      const initial = await firstLoadScripts(url);
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script' || initial.has(response.url())) return;
        sizes.push(
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(SETTLE_MS);
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      rows.push({ url, laterKb: bytes / 1024, scripts: sizes.length });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}
