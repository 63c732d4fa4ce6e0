import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The site's server (the front server ahead of Next.js), as `npm start` runs it. */
const SITE_SERVER = path.join(process.cwd(), '.next', 'standalone', 'front-server.js');

export interface SecondSite {
  baseUrl: string;
  /** The server's process id (its open descriptors are under /proc/<pid>/fd). */
  pid: number;
  /** What the server wrote to stderr so far (warnings of the libraries it runs). */
  stderr: () => string;
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** What the server wrote to stdout so far: its log (JSON lines, at the `LOG_LEVEL` given). */
  stdout: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts another instance of the production build with its own environment, for scenarios the
 * main e2e server cannot show (a dead identity provider or GraphQL backend). Cookies on
 * `localhost` are shared across ports, so a session made on the main server reaches this one.
 */
export async function startSecondSite(
  port: number,
  env: Record<string, string>,
  { startTimeoutMs = 20_000 }: { startTimeoutMs?: number } = {},
): Promise<SecondSite> {
  const origin = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, [SITE_SERVER], {
    env: {
      ...process.env,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      SITE_ORIGIN: origin,
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'silent',
      // No load balancer to drain for: stop() ends the instance at once unless a test says otherwise.
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `${origin}/app/hp-vhp`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      // Not left holding the port for a retry.
      child.kill('SIGKILL');
      throw new Error(`second site on ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stderr: () => stderr,
    exited,
    stdout: () => stdout,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
