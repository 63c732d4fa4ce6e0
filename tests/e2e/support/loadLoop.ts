import { request } from 'node:http';

/** What a load loop saw: answers by status, and failures by error code (ECONNREFUSED…). */
export interface LoadReport {
  requests: number;
  statuses: Record<number, number>;
  failures: Record<string, number>;
  /** Readiness answers in order, with the time each came (ms since the loop started). */
  readiness: Array<{ at: number; status: number }>;
}

export interface LoadLoop {
  /** Stops sending; resolves when every request in flight has its answer. */
  stop: () => Promise<LoadReport>;
}

const PATHS = ['/api/health', '/', '/caregivers', '/nanny-tax-calculator', '/api/ready'];

/**
 * A bounded load on loopback: `concurrency` loops each send one request after another (pages,
 * health, readiness) until stopped or `maxRequests` have gone, counting every answer and every
 * failed connection.
 */
export function startLoadLoop(baseUrl: string, concurrency = 8, maxRequests = 4000): LoadLoop {
  const report: LoadReport = { requests: 0, statuses: {}, failures: {}, readiness: [] };
  const started = Date.now();
  let running = true;
  const loop = async (worker: number) => {
    for (let i = worker; running && report.requests < maxRequests; i += concurrency) {
      report.requests += 1;
      const path = PATHS[i % PATHS.length] ?? '/';
      try {
        const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
        if (path === '/api/ready') {
          report.readiness.push({ at: Date.now() - started, status: response.status });
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        const code = cause?.code ?? (error as Error).name;
        report.failures[code] = (report.failures[code] ?? 0) + 1;
      }
    }
  };
  const loops = Array.from({ length: concurrency }, (_, worker) => loop(worker));
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}

/**
 * A calculator request whose body arrives slowly (half, then the rest after `pauseMs`), so it is
 * in flight across a moment of the test's choosing. Resolves with the status, or the error code.
 */
export function slowCalculatorRequest(port: number, pauseMs: number): Promise<number | string> {
  const body = JSON.stringify({
    taxYear: 2026,
    state: 'TX',
    pay: { amount: 25, per: 'hour', type: 'gross' },
    hoursPerWeek: 40,
    payFrequency: 'weekly',
  });
  const half = Math.floor(body.length / 2);
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/app/hp-vhp/api/nanny-tax',
        headers: { 'content-type': 'application/json', 'content-length': body.length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.write(body.slice(0, half));
    setTimeout(() => req.end(body.slice(half)), pauseMs);
  });
}
