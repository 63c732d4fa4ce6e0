import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitUntilUp } from './supervisedStack';

/** A telemetry sink of its own (local-stack/telemetry), for a site instance of its own. */
export interface TelemetrySink {
  url: string;
  /** ANALYTICS_SERVER_URL, SENTRY_DSN and a FLAG_ANALYTICS_SCRIPT_URL (local-stack/README.md). */
  analyticsUrl: string;
  sentryDsn: string;
  analyticsScriptUrl: string;
  stop: () => Promise<void>;
}

/**
 * Starts `node local-stack/start.mjs telemetry` for one site origin: the sink's CORS lets only
 * that origin's pages post to it, so another site instance cannot share the suite's sink.
 */
export async function startTelemetrySink(port: number, siteOrigin: string): Promise<TelemetrySink> {
  const child = spawn(
    process.execPath,
    [path.join(process.cwd(), 'local-stack', 'start.mjs'), 'telemetry'],
    {
      env: { ...process.env, SITE_ORIGIN: siteOrigin, LOCAL_TELEMETRY_PORT: String(port) },
      stdio: 'ignore',
    },
  );
  const url = `http://localhost:${port}`;
  await waitUntilUp(`${url}/events`, 20_000);
  return {
    url,
    analyticsUrl: `${url}/2/httpapi`,
    sentryDsn: `http://localpublickey@localhost:${port}/1`,
    analyticsScriptUrl: `${url}/amplitude/analytics-browser.js`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
