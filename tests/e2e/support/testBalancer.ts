import { createServer, request, type Server } from 'node:http';

/**
 * A load balancer in the test, as an orchestrator's balancer behaves toward the site's instances
 * (docs/operations.md#rolling-restarts): it polls each backend's readiness every `checkMs` and
 * sends requests round-robin to the ready ones only. A request it cannot deliver is answered 502
 * and counted, so a refused connection behind it is never hidden.
 */
export interface TestBalancer {
  baseUrl: string;
  /** Adds a backend (an origin, `http://localhost:PORT`); it gets traffic once it is ready. */
  add: (origin: string) => void;
  /** Forgets a backend at once, as a target deregistered after its instance exited. */
  remove: (origin: string) => void;
  /** Resolves once `origin` answered readiness 200. */
  whenReady: (origin: string) => Promise<void>;
  /** Requests it could not deliver, by error code. */
  undelivered: () => Record<string, number>;
  stop: () => Promise<void>;
}

const READY_PATH = '/app/hp-vhp/api/ready';

export async function startTestBalancer(port: number, checkMs = 200): Promise<TestBalancer> {
  const backends = new Map<string, boolean>();
  const undelivered: Record<string, number> = {};
  let next = 0;

  const check = async (origin: string) => {
    try {
      const response = await fetch(`${origin}${READY_PATH}`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (backends.has(origin)) backends.set(origin, response.status === 200);
    } catch {
      if (backends.has(origin)) backends.set(origin, false);
    }
  };
  const poller = setInterval(() => void Promise.all([...backends.keys()].map(check)), checkMs);

  const server: Server = createServer((req, res) => {
    const ready = [...backends].filter(([, isReady]) => isReady).map(([origin]) => origin);
    const origin = ready[next++ % Math.max(ready.length, 1)];
    const fail = (code: string) => {
      undelivered[code] = (undelivered[code] ?? 0) + 1;
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    };
    if (!origin) return fail('NO_READY_BACKEND');
    const upstream = request(
      `${origin}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    baseUrl: `http://localhost:${port}/app/hp-vhp`,
    add: (origin) => {
      backends.set(origin, false);
      void check(origin);
    },
    remove: (origin) => void backends.delete(origin),
    whenReady: async (origin) => {
      while (!backends.get(origin)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    undelivered: () => undelivered,
    stop: () =>
      new Promise((resolve) => {
        clearInterval(poller);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
