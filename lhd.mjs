import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './scripts/lib/chromium.mjs';
const urls = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: [...CHROMIUM_ARGS] });
for (const url of urls) {
  const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
  const a = lhr.audits; const v = (k) => Math.round(a[k].numericValue ?? 0);
  console.log(url, 'score', Math.round(lhr.categories.performance.score*100), 'FCP', v('first-contentful-paint'), 'LCP', v('largest-contentful-paint'), 'TBT', v('total-blocking-time'), 'SI', v('speed-index'), 'CLS', a['cumulative-layout-shift'].numericValue.toFixed(3), 'TTI', v('interactive'));
  for (const k of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','cumulative-layout-shift']) console.log('   ', k, a[k].score);
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet; console.log('   LCP el', lcpEl?.slice(0,120));
  const boot = a['bootup-time'].details.items.slice(0,5).map(i => `${i.url.split('/').pop()} ${Math.round(i.total)}ms`); console.log('   bootup', boot.join(' | '));
  const mt = a['mainthread-work-breakdown'].details.items.map(i => `${i.group} ${Math.round(i.duration)}`); console.log('   main', mt.join(' | '));
  const lt = a['long-tasks']?.details?.items?.slice(0,6).map(i => `${i.url.split('/').pop()}@${Math.round(i.startTime)}:${Math.round(i.duration)}`); console.log('   long', lt?.join(' | '));
}
chrome.kill();
