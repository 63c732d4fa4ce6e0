import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import next from 'next';
import { siteConfig } from '@/lib/platform/config/env.server';
import { logger } from '@/lib/platform/logging/logger.server';
import {
  isInternalRender,
  stripInternalRenderHeaders,
} from '@/lib/serving/pageCache/internalRender.server';
import { sendJson } from '@/lib/serving/requests/jsonResponse.server';
import { NONCE_HEADER } from '@/lib/serving/securityHeaders/headerNames';
import { createCachedPageServer } from './cachedPages.server';
import { createGracefulShutdown } from './gracefulShutdown.server';
import {
  answerClientError,
  answerMissingHost,
  answerOddRequest,
  answerUpgrade,
  refuseConnect,
  setSecurityHeaders,
} from './oddRequests.server';

interface RequiredServerFiles {
  config: Record<string, unknown>;
}

/** A route the front server answers itself; it must answer every request it is given. */
export type DirectRoute = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface SiteOptions {
  /**
   * Routes answered ahead of Next.js's page pipeline, by full path (query ignored): no
   * middleware, routing or tracing for a request that needs none of them
   * (docs/serving.md#direct-api-routes).
   */
  directRoutes: ReadonlyMap<string, DirectRoute>;
}

/** Runs a direct route; a route that throws gets the same 500 as Next.js would give it. */
function answerDirect(route: DirectRoute, req: IncomingMessage, res: ServerResponse): void {
  route(req, res).catch((error: unknown) => {
    logger.error({ err: error, path: req.url?.split('?')[0] }, 'Direct route failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendJson(req, res, 500, { errors: [{ field: '', message: 'Something went wrong.' }] });
  });
}

/**
 * Starts the site: Next.js's request handler behind the front server, which answers cacheable
 * anonymous page requests from its page cache and hands everything else to Next.js unchanged.
 * Runs from `.next/standalone`, like Next.js's own `server.js`.
 */
export async function serveSite({ directRoutes }: SiteOptions): Promise<void> {
  const dir = __dirname;
  process.chdir(dir);
  const { config } = JSON.parse(
    readFileSync(path.join(dir, '.next', 'required-server-files.json'), 'utf8'),
  ) as RequiredServerFiles;
  // What Next.js's generated standalone server.js does before loading the server.
  // eslint-disable-next-line no-restricted-properties -- handed to Next.js, not site configuration.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
  const { port, hostname } = siteConfig.listen;
  const nextApp = next({
    dev: false,
    dir,
    conf: config,
    hostname,
    port,
    customServer: true,
    // Next.js adds an 'upgrade' listener to the server it is given (for its dev-time reload
    // socket) that leaves unmatched upgrades open for a WebSocket server of ours; we have none, so
    // it gets a server that never listens and the front server answers upgrades itself.
    httpServer: createServer(),
  });
  const handleWithNext = nextApp.getRequestHandler();
  await nextApp.prepare();

  const secret = siteConfig.pageCache.renderSecret;
  if (!secret) throw new Error('INTERNAL_RENDER_SECRET is not set');
  const { requestTimeoutMs, headersTimeoutMs, keepAliveTimeoutMs } = siteConfig.listen;
  const server = createServer({
    requestTimeout: requestTimeoutMs,
    headersTimeout: headersTimeoutMs,
    // Timeouts are checked on this interval (default 30 s, which would stretch them).
    connectionsCheckingInterval: 1_000,
    // Checked by answerMissingHost instead, so the 400 carries the security headers.
    requireHostHeader: false,
  });
  server.keepAliveTimeout = keepAliveTimeoutMs;
  server.on('connect', refuseConnect);
  server.on('upgrade', answerUpgrade);
  server.on('clientError', answerClientError);
  const cachedPages = createCachedPageServer({
    secret,
    renderOrigin: () => {
      const address = server.address() as AddressInfo;
      const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
      return `http://${host}:${address.port}`;
    },
  });

  const shutdown = createGracefulShutdown(server, siteConfig.listen.shutdown);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res);
    shutdown.onResponse(res);
    if (answerMissingHost(req, res) || answerOddRequest(req, res)) return;
    if (isInternalRender(req.headers, secret)) {
      void handleWithNext(req, res);
      return;
    }
    // Only this process may ask for a placeholder render, and only middleware may set a nonce.
    stripInternalRenderHeaders(req.headers);
    delete req.headers[NONCE_HEADER];
    const direct = directRoutes.get(req.url?.split('?')[0] ?? '');
    if (direct) {
      answerDirect(direct, req, res);
      return;
    }
    void cachedPages.serve(req, res).then((served) => {
      if (!served) return handleWithNext(req, res);
    });
  });
  server.listen(port, hostname, () => {
    logger.info({ port, hostname }, `Site listening on http://${hostname}:${port}`);
  });

  // SIGTERM is the orchestrator's (and the supervisor's) signal: drain first. SIGINT is a person
  // at a terminal, and a lost supervisor leaves no load balancer to drain for: stop at once.
  const stopNow = () => shutdown.begin(0);
  process.on('SIGTERM', () => shutdown.begin());
  process.on('SIGINT', stopNow);
  // Under a supervisor (scripts/start.mjs, over IPC) stop when it goes away, even after a
  // `kill -9` that gave it no chance to stop us; one that died while we started: stop at once.
  if (process.send) {
    process.once('disconnect', stopNow);
    if (!process.connected) stopNow();
  }
}
