import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** A whole `npm start` (supervisor, site, identity provider, GraphQL backend) on ports of its own. */
export interface SupervisedStack {
  baseUrl: string;
  issuer: string;
  /** The pid of a service's current process, from the supervisor's "started (pid N)" lines. */
  pidOf: (service: 'site' | 'identity-provider' | 'graphql') => number;
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
 * and any further environment.
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
      const matches = [
        ...output.matchAll(new RegExp(`> ${service} started \\(pid (\\d+)\\)`, 'g')),
      ];
      return Number(matches.at(-1)?.[1]);
    },
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
