import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' }); await page.waitForTimeout(3000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map(n => [n.id, n]));
const dt = {}; const selfT = new Map();
for (let i = 0; i < profile.samples.length; i++) { const id = profile.samples[i]; selfT.set(id, (selfT.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)); }
const byFn = {}; const byUrl = {};
for (const [id, t] of selfT) { const n = byId.get(id); const cf = n.callFrame; const u = cf.url.split('/').pop() || '(native)'; const k = `${cf.functionName || '(anon)'} ${u}:${cf.lineNumber}:${cf.columnNumber}`; byFn[k] = (byFn[k] ?? 0) + t; byUrl[u] = (byUrl[u] ?? 0) + t; }
const top = (o, n) => Object.entries(o).sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n');
console.log(top(byUrl, 12)); console.log('---'); console.log(top(byFn, 30));
await browser.close();
