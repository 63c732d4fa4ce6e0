// @ts-check
// The telemetry sink: Amplitude HTTP API v2 batches and Sentry envelopes are kept and queryable.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

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

test('the sink refuses oversized bodies', async () => {
  const response = await fetch(stack.analyticsUrl, {
    method: 'POST',
    body: JSON.stringify({ api_key: 'k', events: [], pad: 'x'.repeat(2 * 1024 * 1024) }),
  });
  assert.equal(response.status, 413);
});
