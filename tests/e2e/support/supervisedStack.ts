import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A whole `npm start` (supervisor, site, identity provider, GraphQL backend) on ports of its own. */
export interface SupervisedStack {
  baseUrl: string;
  issuer: string;
  /**
   * The pid of a service's current process, from the supervisor's "started (pid N)" lines; `site`
   * is the site process started last (`site`, or `site#1`… with WEB_CONCURRENCY above 1).
   */
  pidOf: (service: 'site' | `site#${number}` | 'identity-provider' | 'graphql') => number;
  /** The current pid of each site process, by name (`site`, or `site#1`, `site#2`…). */
  sitePids: () => Map<string, number>;
  /** Sends the supervisor a signal (SIGHUP: a rolling restart of the site). */
  signal: (signal: NodeJS.Signals) => void;
  /** Waits until the supervisor's output matches `pattern` (counting only output after `from`). */
  waitForOutput: (pattern: RegExp, from?: number, timeoutMs?: number) => Promise<void>;
  /** Length of the output so far, to wait for something new. */
  outputLength: () => number;
  stop: () => Promise<void>;
}

/** Polls `url` until it answers 2xx. */
export async function waitUntilUp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts `node scripts/start.mjs` with the local stack on `port + 1000`, `+ 1001` and `+ 1002`,
 * one site process unless `env` sets WEB_CONCURRENCY, and any further environment.
 */
export async function startSupervisedStack(
  port: number,
  env: Record<string, string> = {},
): Promise<SupervisedStack> {
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(process.cwd(), 'scripts', 'start.mjs')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        SITE_ORIGIN: origin,
        LOCAL_IDP_PORT: String(port + 1000),
        LOCAL_GRAPHQL_PORT: String(port + 1001),
        LOCAL_TELEMETRY_PORT: String(port + 1002),
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_SECONDS: '0',
        WEB_CONCURRENCY: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', () => undefined);
  const baseUrl = `${origin}/app/hp-vhp`;
  const issuer = `http://localhost:${port + 1000}`;
  await waitUntilUp(`${baseUrl}/api/health`);
  await waitUntilUp(`${issuer}/.well-known/openid-configuration`);

  const waitForOutput = async (pattern: RegExp, from = 0, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output.slice(from))) {
      if (Date.now() > deadline) throw new Error(`no ${pattern} in supervisor output:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    baseUrl,
    issuer,
    pidOf: (service) => {
      const name = service === 'site' ? 'site(?:#\\d+)?' : service;
      const matches = [...output.matchAll(new RegExp(`> ${name} started \\(pid (\\d+)\\)`, 'g'))];
      return Number(matches.at(-1)?.[1]);
    },
    sitePids: () => {
      const pids = new Map<string, number>();
      for (const [, name, pid] of output.matchAll(/> (site(?:#\d+)?) started \(pid (\d+)\)/g)) {
        pids.set(name!, Number(pid));
      }
      return pids;
    },
    signal: (signal) => child.kill(signal),
    waitForOutput,
    outputLength: () => output.length,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
