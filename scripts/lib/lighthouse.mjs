// Lighthouse performance scores for `npm run bench`, run in the system Chromium (nothing can be
// downloaded here) with Lighthouse's default simulated throttling: its mobile preset (a mid-range
// phone on slow 4G) and its desktop preset.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

/**
 * Runs Lighthouse's performance category on each URL, mobile then desktop, in one Chromium.
 * Resolves rows of { url, mobile, desktop } with score (0–100), TBT (ms), CLS and LCP (ms).
 */
export async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [...CHROMIUM_ARGS],
  });
  const options = {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    // /downtime answers 503 on purpose (a maintenance page); score it like any other page.
    ignoreStatusCode: true,
  };
  const summary = (lhr) => ({
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    // A run Lighthouse itself could not finish (its trace, not the page) has no score.
    error: lhr.runtimeError?.code ?? null,
  });
  // A failed run is measured again once; a second failure is reported as such, never as a score.
  const measure = async (url, config) => {
    const first = summary((await lighthouse(url, options, config)).lhr);
    return first.error ? summary((await lighthouse(url, options, config)).lhr) : first;
  };
  try {
    const rows = [];
    for (const url of urls) {
      rows.push({ url, mobile: await measure(url), desktop: await measure(url, desktopConfig) });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
