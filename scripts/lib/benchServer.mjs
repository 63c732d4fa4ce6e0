// The production site as the bench runs it: the production entry point, one process (as the image
// and `npm start` run it), pointed at the bench's local identity provider and GraphQL backend. Also
// runs another checkout's build (`--baseline`) the same way.
import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * @typedef {object} BenchServer
 * @property {string} origin
 * @property {string} base the site's base URL (origin and base path)
 * @property {() => number[]} pids the site process's pid (a list: the soak's reports take one)
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ serverJs: string, port: number, stack: { issuer: string,
 *   graphqlUrl: string, analyticsUrl: string, sentryDsn: string }, env?: NodeJS.ProcessEnv }}
 *   options (Node options for the site go in `env.NODE_OPTIONS`)
 * @returns {Promise<BenchServer>}
 */
export async function startBenchServer({ serverJs, port, stack, env = {} }) {
  const origin = `http://localhost:${port}`;
  const base = `${origin}/app/hp-vhp`;
  const siteEnv = {
    ...process.env,
    PORT: String(port),
    HOSTNAME: '127.0.0.1',
    SITE_ORIGIN: origin,
    LOG_LEVEL: 'warn',
    OIDC_AUTHORITY: stack.issuer,
    GRAPHQL_URI: stack.graphqlUrl,
    // Tracking on, as in production, so what loads after the first load is measured for real.
    ANALYTICS_API_KEY: 'bench-analytics-key',
    ANALYTICS_SERVER_URL: stack.analyticsUrl,
    SENTRY_DSN: stack.sentryDsn,
    ...env,
  };
  const child = spawn(process.execPath, [serverJs], {
    cwd: path.dirname(serverJs),
    env: siteEnv,
    stdio: 'ignore',
  });
  const pids = () => (child.pid ? [child.pid] : []);
  /** @type {() => Promise<void>} */
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(undefined);
      child.once('exit', () => resolve(undefined));
      child.kill('SIGINT');
    });
  await waitForHealth(base);
  return { origin, base, pids, stop };
}

/** @param {string} base */
async function waitForHealth(base) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site at ${base} did not start`);
}
