// `node scripts/profileLoad.mjs <url>… [--runs=N] [--out=file.json]`: where a page load's main-thread
// time goes on Lighthouse's mobile preset (docs/performance.md#profile-on-chromium-156). Not part
// of `npm test` or the bench. For each run it prints Lighthouse's score, TBT, main-thread
// breakdown, scripts and long tasks (simulated: the phone's times), then, from the run's own trace
// (observed: this machine's times), each task over 15 ms with the events inside it, and the wall
// and CPU time of the main thread's tasks (wall far above CPU: the thread was waiting, on IPC or
// on a busy machine).
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const urls = args.filter((arg) => !arg.startsWith('--'));
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const out = args.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);

const ms = (/** @type {number} */ value) => Math.round(value);
const file = (/** @type {string} */ url) => url.split('/').pop() || url;

/** Self time by event name, and the long tasks with what is inside them, from one trace. */
function traceBreakdown(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const topLevel = tasks.filter((task) => !task.parent);
  const selfTime = new Map();
  for (const task of tasks) {
    const key = `${task.group.id}:${task.event.name}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + task.selfTime);
  }
  const longTasks = topLevel
    .filter((task) => task.duration > 15)
    .map((task) => {
      const inside = new Map();
      const notes = [];
      const walk = (node) => {
        const { name, args: eventArgs } = node.event;
        inside.set(name, (inside.get(name) ?? 0) + node.selfTime);
        if (name === 'UpdateLayoutTree' && node.duration > 2) {
          notes.push(`style ${ms(node.duration)} ms (${eventArgs?.elementCount ?? '?'} elements)`);
        }
        if (
          ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall'].includes(name) &&
          node.duration > 3
        ) {
          notes.push(`${name} ${ms(node.duration)} ms ${file(eventArgs?.data?.url ?? '')}`);
        }
        node.children.forEach(walk);
      };
      walk(task);
      return {
        at: ms(task.startTime),
        ms: ms(task.duration),
        inside: [...inside]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, v]) => `${k} ${ms(v)}`),
        notes: notes.slice(0, 8),
      };
    });
  return {
    wallMs: ms(topLevel.reduce((sum, task) => sum + task.duration, 0)),
    cpuMs: ms(topLevel.reduce((sum, task) => sum + (task.event.tdur ?? 0) / 1000, 0)),
    selfTime: [...selfTime]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([k, v]) => `${k} ${ms(v)}`),
    longTasks,
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: ensureChromium(),
  chromeFlags: [...CHROMIUM_ARGS],
});
const report = [];
try {
  for (const url of urls) {
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        ignoreStatusCode: true,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      // A run whose trace failed (NO_NAVSTART) is reported as such, never scored.
      if (lhr.runtimeError) {
        console.log(url, 'run failed:', lhr.runtimeError.code);
        continue;
      }
      const audits = lhr.audits;
      const row = {
        url,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        tbt: ms(audits['total-blocking-time'].numericValue ?? 0),
        lcp: ms(audits['largest-contentful-paint'].numericValue ?? 0),
        breakdown: audits['mainthread-work-breakdown'].details.items.map(
          (item) => `${item.group} ${ms(item.duration)}`,
        ),
        scripts: audits['bootup-time'].details.items
          .slice(0, 5)
          .map(
            (item) =>
              `${file(item.url)} ${ms(item.total)} (eval ${ms(item.scripting)}, compile ${ms(item.scriptParseCompile)})`,
          ),
        longTasks: audits['long-tasks'].details.items
          .slice(0, 8)
          .map((item) => `${file(item.url)} @${ms(item.startTime)} ${ms(item.duration)}`),
        observed: traceBreakdown(result.artifacts.Trace),
      };
      report.push(row);
      console.log(JSON.stringify(row, null, 1));
    }
  }
} finally {
  chrome.kill();
}
if (out) writeFileSync(out, JSON.stringify(report, null, 1));
