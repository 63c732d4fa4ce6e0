// Preloaded (`node --import`) into the site by `npm run bench -- --soak`: appends the process's
// memory (RSS and V8 heap, MB) as a JSON line to MEMORY_REPORT_FILE every few seconds, so the soak
// reports heap as well as RSS from outside the process. Never loaded in production.
import { appendFileSync } from 'node:fs';

const file = process.env.MEMORY_REPORT_FILE;
if (file) {
  const mb = (/** @type {number} */ bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  setInterval(() => {
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    const line = {
      at: Date.now(),
      pid: process.pid,
      rss: mb(rss),
      heapUsed: mb(heapUsed),
      heapTotal: mb(heapTotal),
      external: mb(external),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 5_000).unref();
}
