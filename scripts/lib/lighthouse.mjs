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
  });
  try {
    const rows = [];
    for (const url of urls) {
      const mobile = await lighthouse(url, options);
      const desktop = await lighthouse(url, options, desktopConfig);
      rows.push({ url, mobile: summary(mobile.lhr), desktop: summary(desktop.lhr) });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
