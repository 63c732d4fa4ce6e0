// Lighthouse performance scores for `npm run bench`, run in the system Chromium (nothing can be
// downloaded here) with Lighthouse's default simulated throttling: its mobile preset (a mid-range
// phone on slow 4G) and its desktop preset.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { bestOfRuns, MOBILE_RUNS } from './bestRun.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './chromium.mjs';

/**
 * Runs Lighthouse's performance category on each URL in one Chromium: mobile, best of
 * MOBILE_RUNS scored runs, then desktop, one scored run.
 * Resolves rows of { url, mobile, desktop } with score (0–100), TBT (ms), CLS and LCP (ms).
 * @param {string[]} urls
 */
export async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: [...CHROMIUM_ARGS],
  });
  const options = {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: /** @type {const} */ ('error'),
    // /downtime answers 503 on purpose (a maintenance page); score it like any other page.
    ignoreStatusCode: true,
  };
  /** @returns {import('./bestRun.mjs').Summary} */
  const summary = (/** @type {import('lighthouse').Result} */ lhr) => ({
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    // A run Lighthouse itself could not finish (its trace, not the page) has no score.
    error: lhr.runtimeError?.code ?? null,
  });
  /** @param {string} url @param {object} [config] */
  const once = async (url, config) => {
    const result = await lighthouse(url, options, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return summary(result.lhr);
  };
  try {
    const rows = [];
    for (const url of urls) {
      rows.push({
        url,
        mobile: await bestOfRuns(() => once(url), MOBILE_RUNS),
        desktop: await bestOfRuns(() => once(url, desktopConfig), 1),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
