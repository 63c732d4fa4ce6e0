// @ts-check
// The local telemetry sink: an analytics collector that accepts the Amplitude browser SDK's HTTP
// API v2 batches (POST /2/httpapi), a Sentry-compatible ingest that accepts envelopes
// (POST /api/<project>/envelope/), and a stand-in tag-manager container (GET /gtm.js?id=GTM-…)
// that reports every data-layer message it processes (POST /gtm/collect). All keep what they
// receive in memory, queryable for tests and for a developer who wants to see every event, push
// and error the site would send:
//   GET /events[?event_type=…&user_id=…]         analytics events, oldest first
//   GET /envelopes[?type=…&trace_id=…]           Sentry envelopes, oldest first
//   GET /datalayer[?container=…&load=…]          data-layer messages, oldest first
//   DELETE /events, /envelopes, /datalayer       forget them
// It also serves the analytics SDK's script build (GET /amplitude/analytics-browser.js, from
// node_modules), the script FLAG_ANALYTICS_SCRIPT_URL can point at.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { pathOf, sendJson, withRequestLog } from '../lib/http.mjs';
import { listenOnLoopback } from '../lib/listen.mjs';
import { describeError } from '../lib/log.mjs';
import { parseEnvelope } from './envelope.mjs';
import {
  COLLECT_PATH,
  CONTAINER_ID,
  containerScript,
  parseCollectBatch,
} from './tagManagerContainer.mjs';

export const ANALYTICS_PATH = '/2/httpapi';
/** How many insert ids the collector remembers for de-duplication. */
const MAX_INSERT_IDS = 20_000;
/** The project id of the local DSN (`http://<key>@localhost:<port>/<project>`). */
export const LOCAL_SENTRY_PROJECT = '1';
// Sentry's DSN pattern allows only word characters in the key.
export const LOCAL_SENTRY_KEY = 'localpublickey';
export const LOCAL_ANALYTICS_KEY = 'local-analytics-key';
/** The container id `npm start` configures with the stand-in container. */
export const LOCAL_GTM_CONTAINER_ID = 'GTM-LOCAL';
export const CONTAINER_PATH = '/gtm.js';
export const ANALYTICS_SCRIPT_PATH = '/amplitude/analytics-browser.js';
/**
 * The SDK's script build (UMD: defines `window.amplitude`), the same version the site bundles.
 * The package has no `exports` map, so its files resolve by path.
 */
const ANALYTICS_SCRIPT_FILE = join(
  dirname(createRequire(import.meta.url).resolve('@amplitude/analytics-browser/package.json')),
  'lib',
  'scripts',
  'amplitude-min.umd.js',
);
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
 * @property {string} analyticsScriptUrl a FLAG_ANALYTICS_SCRIPT_URL serving the SDK's script build
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
 * A script answer. Not cached: the stand-ins change with the checkout.
 * @param {import('node:http').ServerResponse} res
 * @param {string} source
 */
function sendScript(res, source) {
  res.writeHead(200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(source);
}

/**
 * The trace ids an envelope names: its header's dynamic sampling context and each item's trace
 * context.
 * @param {import('./envelope.mjs').StoredEnvelope} envelope
 * @returns {unknown[]}
 */
function traceIdsOf(envelope) {
  const header = /** @type {{ trace?: { trace_id?: unknown } }} */ (envelope.header);
  return [
    header.trace?.trace_id,
    ...envelope.items.map(
      (item) =>
        /** @type {{ contexts?: { trace?: { trace_id?: unknown } } } | null} */ (item.payload)
          ?.contexts?.trace?.trace_id,
    ),
  ];
}

/**
 * @param {TelemetryServerOptions} options
 * @returns {Promise<RunningTelemetryServer>}
 */
export async function startTelemetryServer({ port, siteOrigin, log }) {
  /** @type {Record<string, unknown>[]} */
  const events = [];
  /** Insert ids of the events received, for Amplitude's de-duplication. */
  const seenInsertIds = new Set();
  /** @type {import('./envelope.mjs').StoredEnvelope[]} */
  const envelopes = [];
  /** @type {(ReturnType<typeof parseCollectBatch>[number] & { receivedAt: string })[]} */
  const dataLayer = [];

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
      // As Amplitude does, an event whose insert_id was seen already is a resend (the SDK's
      // page-hide beacon resends what is still in flight) and is not kept a second time.
      /** @type {Record<string, unknown>[]} */
      const incoming = body.events;
      const fresh = incoming.filter(
        (event) => typeof event.insert_id !== 'string' || !seenInsertIds.has(event.insert_id),
      );
      for (const event of fresh) {
        if (typeof event.insert_id !== 'string') continue;
        seenInsertIds.add(event.insert_id);
        // Bounded like the stores: the oldest ids go first.
        if (seenInsertIds.size > MAX_INSERT_IDS)
          seenInsertIds.delete(seenInsertIds.values().next().value);
      }
      keep(
        events,
        fresh.map((event) => ({ ...event, api_key: body.api_key, received_at: receivedAt })),
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
    if (req.method === 'GET' && path === CONTAINER_PATH) {
      const id = url.searchParams.get('id') ?? '';
      if (!CONTAINER_ID.test(id)) {
        sendJson(res, 400, { code: 400, error: 'id must be a container id like GTM-XXXXXXX' });
        return;
      }
      sendScript(res, containerScript(id));
      return;
    }
    if (req.method === 'POST' && path === COLLECT_PATH) {
      const receivedAt = new Date().toISOString();
      const batch = parseCollectBatch(JSON.parse(await readBody(req)));
      keep(
        dataLayer,
        batch.map((report) => ({ ...report, receivedAt })),
      );
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && path === ANALYTICS_SCRIPT_PATH) {
      sendScript(res, await readFile(ANALYTICS_SCRIPT_FILE, 'utf8'));
      return;
    }
    if (path === '/datalayer' && req.method === 'GET') {
      const container = url.searchParams.get('container');
      const load = url.searchParams.get('load');
      sendJson(res, 200, {
        messages: dataLayer.filter(
          (report) =>
            (container === null || report.containerId === container) &&
            (load === null || report.loadId === load),
        ),
      });
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
      // With tracing on, transactions outnumber errors by far: let a reader ask for one kind.
      const type = url.searchParams.get('type');
      const traceId = url.searchParams.get('trace_id');
      sendJson(res, 200, {
        envelopes: envelopes.filter(
          (envelope) =>
            (type === null || envelope.items.some((item) => item.header.type === type)) &&
            (traceId === null || traceIdsOf(envelope).includes(traceId)),
        ),
      });
      return;
    }
    const stores = { '/events': events, '/envelopes': envelopes, '/datalayer': dataLayer };
    if (req.method === 'DELETE' && Object.hasOwn(stores, path)) {
      stores[/** @type {keyof typeof stores} */ (path)].splice(0);
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
    analyticsScriptUrl: `${url}${ANALYTICS_SCRIPT_PATH}`,
    addresses: listener.addresses,
    close: listener.close,
  };
}
