// @ts-check
// The site's Node server: Next.js's standalone server.js, with two things added in front of its
// request handler (and nothing else changed; Next.js still starts, logs and drains itself):
// 1. deliberate HTTP timeouts for a server behind a load balancer (README "Timeouts");
// 2. the request guard (lib/http/requestGuard.ts) for odd requests Next.js would answer with a
//    500 or mishandle, and the security headers on every response, whoever writes it.
// Laid out at .next/standalone/site-server/ by scripts/lib/build.mjs, next to the compiled guard;
// run it instead of server.js: `node site-server/siteServer.mjs` in the standalone folder.
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { guardRequest } from './requestGuard.mjs';

const require = createRequire(import.meta.url);
const HERE = path.dirname(fileURLToPath(import.meta.url));
/** @type {{ headers: { key: string, value: string }[], fallbackContentSecurityPolicy: string }} */
const SECURITY = require('./securityHeaders.json');
const BASE_PATH = '/app/hp-vhp';

/**
 * Timeouts, from the environment like PORT and HOSTNAME (process settings, not site settings).
 * `KEEP_ALIVE_TIMEOUT` is Next.js's own standalone setting; we only give it a deliberate default.
 */
const TIMEOUTS = {
  /** The whole request, body included, must arrive within this (slow or stalled bodies). */
  requestTimeout: positiveMs('HTTP_REQUEST_TIMEOUT_MS', 30_000),
  /** The request line and headers must arrive within this (slowloris). */
  headersTimeout: positiveMs('HTTP_HEADERS_TIMEOUT_MS', 10_000),
  /** Idle keep-alive connections stay open this long: above the load balancer's idle timeout. */
  keepAliveTimeout: positiveMs('KEEP_ALIVE_TIMEOUT', 65_000),
};
process.env.KEEP_ALIVE_TIMEOUT = String(TIMEOUTS.keepAliveTimeout);

/**
 * @param {string} name
 * @param {number} fallback
 */
function positiveMs(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a whole number of milliseconds above 0, got "${raw}"`);
  }
  return value;
}

/**
 * Headers every response starts with; Next.js replaces the CSP with the page's nonce policy
 * where it has one.
 * @param {import('node:http').ServerResponse} res
 */
function setSecurityHeaders(res) {
  for (const { key, value } of SECURITY.headers) res.setHeader(key, value);
  res.setHeader('Content-Security-Policy', SECURITY.fallbackContentSecurityPolicy);
}

/**
 * Wraps Next.js's request listener with the guard.
 * @param {import('node:http').RequestListener} next
 * @returns {import('node:http').RequestListener}
 */
function guarded(next) {
  return (req, res) => {
    setSecurityHeaders(res);
    const decision = guardRequest(req.method ?? 'GET', req.url ?? '/', BASE_PATH);
    if (decision.action === 'respond') {
      const { status, headers, body } = decision.response;
      // The body of a refused request is never read: close the connection instead of waiting.
      res.writeHead(status, req.complete ? headers : { ...headers, Connection: 'close' });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    req.url = decision.target;
    return next(req, res);
  };
}

/**
 * A complete response written straight to a socket, for the answers Node gives before there is a
 * request object (so no response object to put headers on), with the security headers.
 * @param {string} statusLine e.g. "405 Method Not Allowed"
 * @param {string} [extraHeaders] more header lines, each ending in CRLF
 */
function rawResponse(statusLine, extraHeaders = '') {
  const headers = SECURITY.headers.map(({ key, value }) => `${key}: ${value}\r\n`).join('');
  return (
    `HTTP/1.1 ${statusLine}\r\n${extraHeaders}${headers}` +
    `Content-Security-Policy: ${SECURITY.fallbackContentSecurityPolicy}\r\n` +
    'Cache-Control: no-store\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'
  );
}

/**
 * CONNECT never reaches a request listener (Node emits 'connect'); without a listener Node just
 * drops the socket. Answer it like every other refusal.
 * @param {import('node:http').IncomingMessage} _req
 * @param {import('node:stream').Duplex} socket
 */
function refuseConnect(_req, socket) {
  socket.end(rawResponse('405 Method Not Allowed', 'Allow: GET, HEAD\r\n'));
}

/** Node's own answers to requests it cannot parse or that ran out of time, by error code. */
const CLIENT_ERROR_STATUS = {
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
};

/**
 * Replaces Node's bare 400/408/431 for malformed requests (an unknown method such as TRACK, a
 * broken request line) and request timeouts with the same answer carrying the security headers.
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:stream').Duplex} socket
 */
function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const code = /** @type {keyof typeof CLIENT_ERROR_STATUS} */ (error.code ?? '');
  socket.end(rawResponse(CLIENT_ERROR_STATUS[code] ?? '400 Bad Request'));
}

// Next.js's start-server creates its one HTTP server with `http.createServer(listener)`. Wrap that
// one call (and only it: the original is put back at once), then start server.js as it is.
const createServer = http.createServer;
/** @type {any} */ (http).createServer = (/** @type {any[]} */ ...args) => {
  /** @type {any} */ (http).createServer = createServer;
  const listener = args.find((arg) => typeof arg === 'function');
  const server = createServer(
    {
      requestTimeout: TIMEOUTS.requestTimeout,
      headersTimeout: TIMEOUTS.headersTimeout,
      // Timeouts are checked on this interval (default 30 s, which would stretch them).
      connectionsCheckingInterval: 1_000,
    },
    guarded(listener),
  );
  server.keepAliveTimeout = TIMEOUTS.keepAliveTimeout;
  server.on('connect', refuseConnect);
  server.on('clientError', answerClientError);
  return server;
};

// A supervisor (scripts/start.mjs) connects over IPC; when it goes away, so do we, even after a
// `kill -9` that gave it no chance to stop us.
// A supervisor that died while we were starting has already closed the channel: stop at once.
if (process.send) {
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  if (!process.connected) process.exit(0);
}

require(path.join(HERE, '..', 'server.js'));
