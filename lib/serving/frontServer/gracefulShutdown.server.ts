import type { Server, ServerResponse } from 'node:http';
import { logger } from '@/lib/platform/logging/logger.server';
import { startDraining } from '@/lib/serving/health/lifecycle.server';

export interface ShutdownTimes {
  /** How long the server keeps accepting and serving after SIGTERM, readiness answering 503. */
  drainMs: number;
  /** How long requests in flight may take to finish once it stops accepting. */
  finishMs: number;
}

/** How often connections that fell idle after their last response are closed while finishing. */
const IDLE_SWEEP_MS = 100;

/**
 * Graceful shutdown as load balancers expect it (docs/operations.md#graceful-shutdown): `begin`
 * turns readiness to 503 at once, the server keeps accepting and serving
 * for the drain period (every response now says `Connection: close`, so no client reuses a
 * connection the server is about to close), then stops accepting, lets the requests in flight
 * finish within `finishMs`, and calls `exit(0)`. `drainMs: 0` skips the drain (SIGINT).
 */
export function createGracefulShutdown(
  server: Server,
  times: ShutdownTimes,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let draining = false;
  let begun = false;

  function finish(): void {
    // Keep-alive connections whose last response went out before the drain began stay open
    // until their idle timeout; close each one as soon as it has nothing in flight.
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    const deadline = setTimeout(() => {
      logger.warn('Requests still in flight at the end of shutdown: closing them');
      server.closeAllConnections();
    }, times.finishMs);
    sweep.unref();
    deadline.unref();
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(deadline);
      exit(0);
    });
  }

  return {
    /** Starts shutting down; later calls do nothing. */
    begin(drainMs = times.drainMs): void {
      if (begun) return;
      begun = true;
      draining = true;
      startDraining();
      logger.info({ drainMs, finishMs: times.finishMs }, 'Shutting down: draining');
      setTimeout(finish, drainMs);
    },
    /** Marks a response to close its connection once the shutdown has begun. */
    onResponse(res: ServerResponse): void {
      if (draining) res.setHeader('Connection', 'close');
    },
  };
}
