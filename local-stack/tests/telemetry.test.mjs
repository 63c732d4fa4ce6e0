// @ts-check
// The telemetry sink: Amplitude HTTP API v2 batches and Sentry envelopes are kept and queryable.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import vm from 'node:vm';

import { parseEnvelope } from '../telemetry/envelope.mjs';
import { SITE_ORIGIN, startTestStack } from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestStack>>} */
let stack;
before(async () => {
  stack = await startTestStack();
});
after(() => stack.cleanup());

test('the collector accepts an HTTP API v2 batch and answers like Amplitude', async () => {
  const response = await fetch(stack.analyticsUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
    body: JSON.stringify({
      api_key: 'local-analytics-key',
      events: [
        { event_type: 'viewedVhp', device_id: 'd1', event_properties: { page_id: 'hp-vhp-home' } },
        { event_type: 'other', device_id: 'd1', user_id: 'a1b2' },
      ],
      options: {},
    }),
  });
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('access-control-allow-origin'), SITE_ORIGIN);
  const body = await response.json();
  assert.equal(body.code, 200);
  assert.equal(body.events_ingested, 2);

  const all = await (await fetch(`${stack.telemetryUrl}/events`)).json();
  assert.deepEqual(
    all.events.map((/** @type {any} */ event) => event.event_type),
    ['viewedVhp', 'other'],
  );
  const filtered = await (await fetch(`${stack.telemetryUrl}/events?user_id=a1b2`)).json();
  assert.equal(filtered.events.length, 1);
  assert.equal(filtered.events[0].api_key, 'local-analytics-key');
});

test('the collector keeps an event resent with the same insert_id once, as Amplitude does', async () => {
  const post = (/** @type {object[]} */ events) =>
    fetch(stack.analyticsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SITE_ORIGIN },
      body: JSON.stringify({ api_key: 'local-analytics-key', events }),
    });
  const click = { event_type: 'enrollmentClick', device_id: 'dedupe-1', insert_id: 'ins-1' };
  assert.equal((await post([click])).status, 200);
  // The page-hide beacon resends what was still in flight, beside a new event.
  const next = { event_type: 'viewedVhp', device_id: 'dedupe-1', insert_id: 'ins-2' };
  assert.equal((await post([click, next])).status, 200);
  const { events } = await (await fetch(`${stack.telemetryUrl}/events`)).json();
  assert.deepEqual(
    events
      .filter((/** @type {any} */ event) => event.device_id === 'dedupe-1')
      .map((/** @type {any} */ event) => event.event_type),
    ['enrollmentClick', 'viewedVhp'],
  );
});

test('the collector refuses a batch without key or events', async () => {
  const response = await fetch(stack.analyticsUrl, {
    method: 'POST',
    body: JSON.stringify({ events: 'nope' }),
  });
  assert.equal(response.status, 400);
});

test('the collector answers the CORS preflight for the site only', async () => {
  const response = await fetch(stack.analyticsUrl, {
    method: 'OPTIONS',
    headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' },
  });
  assert.equal(response.status, 204);
  assert.equal(response.headers.get('access-control-allow-origin'), SITE_ORIGIN);
});

test('the ingest keeps envelopes posted to the DSN’s project', async () => {
  const dsn = new URL(stack.sentryDsn);
  const project = dsn.pathname.slice(1);
  const event = { event_id: 'a'.repeat(32), message: 'boom', level: 'error' };
  const envelope = [
    JSON.stringify({ event_id: event.event_id, dsn: stack.sentryDsn }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify(event),
  ].join('\n');
  const response = await fetch(`${dsn.origin}/api/${project}/envelope/`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: envelope,
  });
  assert.equal(response.status, 200);
  const { envelopes } = await (await fetch(`${stack.telemetryUrl}/envelopes`)).json();
  assert.equal(envelopes.length, 1);
  assert.equal(envelopes[0].project, project);
  assert.equal(envelopes[0].items[0].header.type, 'event');
  assert.equal(envelopes[0].items[0].payload.message, 'boom');

  const cleared = await fetch(`${stack.telemetryUrl}/envelopes`, { method: 'DELETE' });
  assert.equal(cleared.status, 204);
  const after = await (await fetch(`${stack.telemetryUrl}/envelopes`)).json();
  assert.equal(after.envelopes.length, 0);
});

test('parseEnvelope reads length-prefixed payloads that contain newlines', () => {
  const text = `{"event_id":"x"}\n{"type":"attachment","length":5}\na\nbcd\n{"type":"event"}\n{"m":1}`;
  const parsed = parseEnvelope(text);
  assert.equal(parsed.items.length, 2);
  assert.equal(parsed.items[0]?.payload, 'a\nbcd'.slice(0, 5));
  assert.deepEqual(parsed.items[1]?.payload, { m: 1 });
});

test('the ingest lists envelopes by item type and trace id', async () => {
  const dsn = new URL(stack.sentryDsn);
  const post = (/** @type {string[]} */ lines) =>
    fetch(`${dsn.origin}/api/${dsn.pathname.slice(1)}/envelope/`, {
      method: 'POST',
      body: lines.join('\n'),
    });
  const traceId = 'b'.repeat(32);
  await post([
    JSON.stringify({ event_id: 'c'.repeat(32) }),
    JSON.stringify({ type: 'transaction' }),
    JSON.stringify({ type: 'transaction', contexts: { trace: { trace_id: traceId } } }),
  ]);
  await post([
    JSON.stringify({ event_id: 'd'.repeat(32), trace: { trace_id: 'e'.repeat(32) } }),
    JSON.stringify({ type: 'event' }),
    JSON.stringify({ message: 'boom' }),
  ]);
  const list = async (/** @type {string} */ query) =>
    (await (await fetch(`${stack.telemetryUrl}/envelopes?${query}`)).json()).envelopes;
  assert.equal((await list('type=transaction')).length, 1);
  assert.equal((await list(`type=transaction&trace_id=${traceId}`)).length, 1);
  assert.equal((await list(`trace_id=${'e'.repeat(32)}`))[0].items[0].header.type, 'event');
  assert.equal((await list('type=event&trace_id=nope')).length, 0);
});

test('serves a stand-in tag-manager container for a container id, and refuses a bad id', async () => {
  const response = await fetch(`${stack.telemetryUrl}/gtm.js?id=GTM-TEST1`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
  assert.match(await response.text(), /"GTM-TEST1"/);
  for (const query of ['', '?id=', '?id=gtm-test', '?id=GTM-%22%3Balert(1)']) {
    const refused = await fetch(`${stack.telemetryUrl}/gtm.js${query}`);
    assert.equal(refused.status, 400, query);
    assert.match((await refused.json()).error, /GTM-XXXXXXX/);
  }
});

test('the stand-in container processes queued and later pushes and reports each, in order', async () => {
  const source = await (await fetch(`${stack.telemetryUrl}/gtm.js?id=GTM-TEST2`)).text();
  /** @type {{ url: string, body: any[] }[]} */
  const posts = [];
  /** @type {Record<string, () => void>} */
  const listeners = {};
  /** @type {Record<string, any>} */
  const window = {
    dataLayer: [
      { 'gtm.start': 1, event: 'gtm.js' },
      { event: 'care.viewedVhp', page: { a: 1 } },
    ],
    addEventListener: (/** @type {string} */ type, /** @type {() => void} */ listener) => {
      listeners[type] = listener;
    },
  };
  const context = vm.createContext({
    window,
    document: {
      currentScript: { src: `${stack.telemetryUrl}/gtm.js?id=GTM-TEST2` },
      readyState: 'interactive',
    },
    location: { pathname: '/app/hp-vhp/caregivers' },
    URL,
    JSON,
    Math,
    Date,
    Object,
    String,
    setTimeout,
    fetch: async (/** @type {string} */ url, /** @type {{ body: string }} */ init) => {
      posts.push({ url, body: JSON.parse(init.body) });
      return new Response(null, { status: 204 });
    },
  });
  vm.runInContext(source, context);
  // GTM's eventCallback: called with the container id once the push's report has been sent.
  /** @type {string[]} */
  const calledBack = [];
  window.dataLayer.push({
    event: 'care.viewedVhp',
    page: { b: 2 },
    eventCallback: (/** @type {string} */ containerId) => {
      calledBack.push(`${containerId} after ${posts.length} post(s)`);
    },
  });
  listeners.load?.();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(calledBack, ['GTM-TEST2 after 1 post(s)']);

  const reports = posts.flatMap((post) => post.body);
  assert.ok(posts.every((post) => post.url === `${stack.telemetryUrl}/gtm/collect`));
  assert.deepEqual(
    reports.map((report) => [report.seq, report.message.event]),
    [
      [0, 'gtm.js'],
      [1, 'care.viewedVhp'],
      [2, 'gtm.dom'],
      [3, 'care.viewedVhp'],
      [4, 'gtm.load'],
    ],
  );
  assert.ok(reports.every((report) => report.containerId === 'GTM-TEST2'));
  assert.equal(reports[0].path, '/app/hp-vhp/caregivers');
  // The array still receives every message, and the data model merges them as GTM does.
  assert.equal(window.dataLayer.length, 5);
  const container = window.google_tag_manager['GTM-TEST2'];
  // (Compared as JSON: the object comes from the script's own realm.)
  assert.equal(JSON.stringify(container.dataLayer.get('page')), '{"a":1,"b":2}');
  assert.equal(container.loadId, reports[0].loadId);
});

test('the sink keeps data-layer reports, listed by container and page load', async () => {
  const report = (/** @type {string} */ loadId, /** @type {number} */ seq) => ({
    containerId: 'GTM-TEST3',
    loadId,
    seq,
    path: '/app/hp-vhp',
    message: { event: 'care.viewedVhp', emailSHA256: 'f'.repeat(64) },
  });
  const response = await fetch(`${stack.telemetryUrl}/gtm/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', origin: SITE_ORIGIN },
    body: JSON.stringify([report('load-1', 0), report('load-1', 1), report('load-2', 0)]),
  });
  assert.equal(response.status, 204);
  const list = async (/** @type {string} */ query) =>
    (await (await fetch(`${stack.telemetryUrl}/datalayer?${query}`)).json()).messages;
  assert.equal((await list('container=GTM-TEST3')).length, 3);
  assert.deepEqual(
    (await list('load=load-1')).map((/** @type {any} */ m) => m.seq),
    [0, 1],
  );
  const refused = await fetch(`${stack.telemetryUrl}/gtm/collect`, {
    method: 'POST',
    body: JSON.stringify([{ containerId: 'nope' }]),
  });
  assert.equal(refused.status, 400);
  assert.equal((await fetch(`${stack.telemetryUrl}/datalayer`, { method: 'DELETE' })).status, 204);
  assert.equal((await list('')).length, 0);
});

test('serves the analytics SDK’s script build for FLAG_ANALYTICS_SCRIPT_URL', async () => {
  const response = await fetch(`${stack.telemetryUrl}/amplitude/analytics-browser.js`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
  const source = await response.text();
  assert.match(source, /\.amplitude=/);
  assert.match(source, /createInstance/);
});

// Last: the refused upload leaves its connection unusable for a while.
test('the sink refuses oversized bodies', async () => {
  const response = await fetch(stack.analyticsUrl, {
    method: 'POST',
    body: JSON.stringify({ api_key: 'k', events: [], pad: 'x'.repeat(2 * 1024 * 1024) }),
  });
  assert.equal(response.status, 413);
});
