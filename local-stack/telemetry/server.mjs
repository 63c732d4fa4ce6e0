// @ts-check
// The local telemetry sink: an analytics collector that accepts the Amplitude browser SDK's HTTP
// API v2 batches (POST /2/httpapi) and a Sentry-compatible ingest that accepts envelopes
// (POST /api/<project>/envelope/). Both keep what they receive in memory, queryable for tests and
// for a developer who wants to see every event and error the site would send:
//   GET /events[?event_type=…&user_id=…]   analytics events, oldest first
//   GET /envelopes                         Sentry envelopes, oldest first
//   DELETE /events, DELETE /envelopes      forget them
import { gunzipSync } from 'node:zlib';

import { pathOf, sendJson, withRequestLog } from '../lib/http.mjs';
import { listenOnLoopback } from '../lib/listen.mjs';
import { describeError } from '../lib/log.mjs';
import { parseEnvelope } from './envelope.mjs';

export const ANALYTICS_PATH = '/2/httpapi';
/** The project id of the local DSN (`http://<key>@localhost:<port>/<project>`). */
export const LOCAL_SENTRY_PROJECT = '1';
// Sentry's DSN pattern allows only word characters in the key.
export const LOCAL_SENTRY_KEY = 'localpublickey';
export const LOCAL_ANALYTICS_KEY = 'local-analytics-key';
/** Bounds, so a runaway page cannot exhaust a developer's machine. */
const MAX_BODY_BYTES = 1024 * 1024;
const MAX_KEPT = 5000;
const ENVELOPE_PATH = /^\/api\/([0-9]+)\/envelope\/?$/;

/**
 * @typedef {object} TelemetryServerOptions
 * @property {number} port 0 picks a free port
 * @property {string} siteOrigin the only origin allowed by CORS (the SDKs post from the page)
 * @property {import('../lib/log.mjs').Log} log
 *
 * @typedef {object} RunningTelemetryServer
 * @property {string} url e.g. http://localhost:4002
 * @property {string} analyticsUrl the ANALYTICS_SERVER_URL to configure
 * @property {string} sentryDsn the SENTRY_DSN to configure
 * @property {string[]} addresses
 * @property {() => Promise<void>} close
 */

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('body too large'), { status: 413 });
    chunks.push(chunk);
  }
  const body = Buffer.concat(chunks);
  return (req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}

/**
 * @template T
 * @param {T[]} list
 * @param {T[]} added
 */
function keep(list, added) {
  list.push(...added);
  if (list.length > MAX_KEPT) list.splice(0, list.length - MAX_KEPT);
}

/**
 * @param {TelemetryServerOptions} options
 * @returns {Promise<RunningTelemetryServer>}
 */
export async function startTelemetryServer({ port, siteOrigin, log }) {
  /** @type {Record<string, unknown>[]} */
  const events = [];
  /** @type {import('./envelope.mjs').StoredEnvelope[]} */
  const envelopes = [];

  /** @type {import('node:http').RequestListener} */
  const handler = (req, res) => {
    const path = pathOf(req);
    res.setHeader('Access-Control-Allow-Origin', siteOrigin);
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': 'content-type, content-encoding, x-sentry-auth',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    handle(req, res, path).catch((/** @type {any} */ error) => {
      const status = typeof error?.status === 'number' ? error.status : 400;
      log({ msg: 'telemetry request refused', level: 'warn', status, err: describeError(error) });
      if (!res.headersSent) sendJson(res, status, { code: status, error: 'invalid request' });
    });
  };

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} path
   */
  async function handle(req, res, path) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST' && path === ANALYTICS_PATH) {
      const body = JSON.parse(await readBody(req));
      if (typeof body?.api_key !== 'string' || !Array.isArray(body.events)) {
        sendJson(res, 400, { code: 400, error: 'missing api_key or events' });
        return;
      }
      const receivedAt = new Date().toISOString();
      keep(
        events,
        body.events.map((/** @type {Record<string, unknown>} */ event) => ({
          ...event,
          api_key: body.api_key,
          received_at: receivedAt,
        })),
      );
      // The answer of Amplitude's HTTP API v2, which the SDK reads to decide on retries.
      sendJson(res, 200, {
        code: 200,
        events_ingested: body.events.length,
        payload_size_bytes: 0,
        server_upload_time: Date.now(),
      });
      return;
    }
    const envelopePath = ENVELOPE_PATH.exec(path);
    if (req.method === 'POST' && envelopePath) {
      const parsed = parseEnvelope(await readBody(req));
      keep(envelopes, [
        { ...parsed, project: envelopePath[1] ?? '', receivedAt: new Date().toISOString() },
      ]);
      sendJson(res, 200, { id: parsed.header.event_id ?? null });
      return;
    }
    if (path === '/events' && req.method === 'GET') {
      const type = url.searchParams.get('event_type');
      const userId = url.searchParams.get('user_id');
      sendJson(res, 200, {
        events: events.filter(
          (event) =>
            (type === null || event.event_type === type) &&
            (userId === null || event.user_id === userId),
        ),
      });
      return;
    }
    if (path === '/envelopes' && req.method === 'GET') {
      sendJson(res, 200, { envelopes });
      return;
    }
    if (req.method === 'DELETE' && (path === '/events' || path === '/envelopes')) {
      (path === '/events' ? events : envelopes).splice(0);
      res.writeHead(204).end();
      return;
    }
    sendJson(res, 404, { code: 404, error: 'not found' });
  }

  const listener = await listenOnLoopback(withRequestLog(log, handler), port);
  const url = `http://localhost:${listener.port}`;
  log({ msg: 'telemetry sink listening', addresses: listener.addresses });
  return {
    url,
    analyticsUrl: `${url}${ANALYTICS_PATH}`,
    sentryDsn: `http://${LOCAL_SENTRY_KEY}@localhost:${listener.port}/${LOCAL_SENTRY_PROJECT}`,
    addresses: listener.addresses,
    close: listener.close,
  };
}
