// @ts-check
// taxCalculatorResultSend: validation, reCAPTCHA, and the .eml written to the outbox.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { createRecaptchaVerifier, SITEVERIFY_URL } from '../graphql/recaptcha.mjs';
import { startGraphqlServer } from '../graphql/server.mjs';
import { SITE_ORIGIN, graphqlRequest, startTestStack } from './helpers.mjs';

const MUTATION = `mutation TaxCalculatorResultSend($input: TaxCalculatorResultInput!) {
  taxCalculatorResultSend(input: $input) { sent messageId }
}`;

const INPUT = Object.freeze({
  email: 'parent@example.com',
  resultUrl: 'http://localhost:3000/app/hp-vhp/nanny-tax-calculator?result=abc&year=2025',
  taxYear: 2025,
  state: 'ca',
  payFrequency: 'biweekly',
  grossWagesAnnual: 52000,
  netPayAnnual: 47321.5,
  employeeTaxesAnnual: 4678.5,
  employerTaxesAnnual: 4979.25,
  totalEmployerCostAnnual: 56979.25,
  netPayPerPaycheck: 1820.06,
  totalEmployerCostPerPaycheck: 2191.51,
});

/** @type {Awaited<ReturnType<typeof startTestStack>>} */
let stack;
before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack.cleanup();
});

/**
 * A minimal RFC 5322 / MIME reader: enough to check what a mail client would show.
 * @param {string} raw
 */
function parseEml(raw) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  assert.ok(boundary, 'multipart message');
  const parts = rest
    .join('\r\n\r\n')
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead = '', ...body] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      const partHeaders = parseHeaders(partHead);
      let content = body.join('\r\n\r\n');
      if (partHeaders['content-transfer-encoding'] === 'quoted-printable') {
        content = Buffer.from(
          content
            .replace(/=\r\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8');
      } else if (partHeaders['content-transfer-encoding'] === 'base64') {
        content = Buffer.from(content, 'base64').toString('utf8');
      }
      return { headers: partHeaders, content };
    });
  return { headers, parts };
}

/** @param {string} block */
function parseHeaders(block) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const index = line.indexOf(':');
    if (index > 0) headers[line.slice(0, index).toLowerCase()] = line.slice(index + 1).trim();
  }
  return headers;
}

describe('taxCalculatorResultSend', () => {
  test('writes a readable e-mail with the figures and the link to the outbox', async () => {
    const { status, body } = await graphqlRequest(stack.graphqlUrl, {
      query: MUTATION,
      variables: { input: INPUT },
    });
    assert.equal(status, 200);
    assert.equal(body.data.taxCalculatorResultSend.sent, true);
    const { messageId } = body.data.taxCalculatorResultSend;
    assert.match(messageId, /^<.+@homepay\.example>$/);

    const files = await readdir(stack.outboxDir);
    assert.equal(files.length, 1);
    const [file = ''] = files;
    assert.match(file, /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-.+@homepay\.example\.eml$/);

    const eml = parseEml(await readFile(join(stack.outboxDir, file), 'utf8'));
    assert.equal(eml.headers.from, 'HomePay <no-reply@homepay.example>');
    assert.equal(eml.headers.to, 'parent@example.com');
    assert.equal(eml.headers.subject, 'Your nanny tax calculator results');
    assert.equal(eml.headers['message-id'], messageId);
    assert.match(eml.headers['content-type'] ?? '', /^multipart\/alternative/);

    const text = eml.parts.find((p) => p.headers['content-type']?.startsWith('text/plain'));
    const html = eml.parts.find((p) => p.headers['content-type']?.startsWith('text/html'));
    assert.ok(text && html);
    for (const figure of [
      '$52,000.00',
      '$47,321.50',
      '$4,678.50',
      '$4,979.25',
      '$56,979.25',
      '$1,820.06',
      '$2,191.51',
    ]) {
      assert.ok(text.content.includes(figure), `text has ${figure}`);
      assert.ok(html.content.includes(figure), `html has ${figure}`);
    }
    assert.ok(text.content.includes(INPUT.resultUrl));
    assert.ok(html.content.includes(`href="${INPUT.resultUrl.replace('&', '&amp;')}"`));
    assert.match(text.content, /tax year 2025, for an employee in CA paid every two weeks/);
    assert.ok(stack.logs.some((r) => r.msg === 'e-mail written to outbox' && r.file === file));
    assert.ok(!JSON.stringify(stack.logs).includes('parent@example.com'), 'no address in the log');
  });

  test('refuses an invalid e-mail address with BAD_USER_INPUT naming the field', async () => {
    for (const email of [
      'parent',
      'parent@example',
      'par ent@example.com',
      'parent@example.c',
      '@example.com',
    ]) {
      const { status, body } = await graphqlRequest(stack.graphqlUrl, {
        query: MUTATION,
        variables: { input: { ...INPUT, email } },
      });
      assert.equal(status, 200, email);
      assert.equal(body.data, null, email);
      assert.equal(body.errors[0].extensions.code, 'BAD_USER_INPUT', email);
      assert.equal(body.errors[0].extensions.field, 'email', email);
      assert.match(body.errors[0].message, /^email: /, email);
    }
  });

  test('accepts a bracketed IP domain', async () => {
    const { body } = await graphqlRequest(stack.graphqlUrl, {
      query: MUTATION,
      variables: { input: { ...INPUT, email: 'parent@[192.168.0.1]' } },
    });
    assert.equal(body.data.taxCalculatorResultSend.sent, true);
  });

  test('names every invalid field at once', async () => {
    const { body } = await graphqlRequest(stack.graphqlUrl, {
      query: MUTATION,
      variables: {
        input: {
          ...INPUT,
          resultUrl: 'javascript:alert(1)',
          state: 'California',
          payFrequency: 'daily',
          netPayAnnual: -1,
          taxYear: 25,
        },
      },
    });
    assert.equal(body.errors[0].extensions.code, 'BAD_USER_INPUT');
    assert.deepEqual(body.errors[0].extensions.invalidFields, [
      'resultUrl',
      'taxYear',
      'state',
      'payFrequency',
      'netPayAnnual',
    ]);
  });
});

describe('reCAPTCHA', () => {
  /** @type {Awaited<ReturnType<typeof startGraphqlServer>>} */
  let server;
  /** @type {string} */
  let outboxDir;
  /** @type {{ siteKey: string, token: string }[]} */
  const seen = [];

  before(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'local-stack-outbox-'));
    server = await startGraphqlServer({
      port: 0,
      siteOrigin: SITE_ORIGIN,
      issuer: 'http://localhost:1',
      outboxDir,
      recaptchaSecret: 'secret',
      log: () => {},
      async verifyRecaptcha(request) {
        seen.push(request);
        if (request.token === 'offline') throw new Error('network down');
        return request.token === 'good'
          ? { ok: true }
          : { ok: false, reason: 'invalid-input-response' };
      },
    });
  });
  after(async () => {
    await server.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  /** @param {Record<string, string>} headers */
  function send(headers) {
    return graphqlRequest(server.url, { query: MUTATION, variables: { input: INPUT }, headers });
  }

  test('requires both headers', async () => {
    const { status, body } = await send({ 'x-recaptcha-token': 'good' });
    assert.equal(status, 403);
    assert.equal(body.errors[0].extensions.code, 'FORBIDDEN');
  });

  test('refuses a token Google rejects, and says so when it cannot ask', async () => {
    const refused = await send({ 'x-recaptcha-site-key': 'site', 'x-recaptcha-token': 'bad' });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.errors[0].extensions.code, 'FORBIDDEN');
    const offline = await send({ 'x-recaptcha-site-key': 'site', 'x-recaptcha-token': 'offline' });
    assert.equal(offline.status, 503);
    assert.equal(offline.body.errors[0].extensions.code, 'SERVICE_UNAVAILABLE');
    assert.deepEqual(await readdir(outboxDir), []);
  });

  test('sends with a good token', async () => {
    const { status, body } = await send({
      'x-recaptcha-site-key': 'site',
      'x-recaptcha-token': 'good',
    });
    assert.equal(status, 200);
    assert.equal(body.data.taxCalculatorResultSend.sent, true);
    assert.deepEqual(seen.at(-1), { siteKey: 'site', token: 'good' });
  });

  test('the siteverify client posts the secret and token and reads the verdict', async () => {
    /** @type {{ url: string, body: string }[]} */
    const calls = [];
    /** @param {Record<string, unknown>} answer */
    const verifier = (answer) =>
      createRecaptchaVerifier({
        secret: 's3cret',
        fetchImpl: /** @type {typeof fetch} */ (
          async (url, init) => {
            calls.push({ url: String(url), body: String(init?.body) });
            return Response.json(answer);
          }
        ),
      });
    assert.deepEqual(await verifier({ success: true, score: 0.9 })({ siteKey: 'k', token: 't' }), {
      ok: true,
    });
    assert.deepEqual(calls[0], { url: SITEVERIFY_URL, body: 'secret=s3cret&response=t' });
    assert.equal(
      (await verifier({ success: true, score: 0.1 })({ siteKey: 'k', token: 't' })).ok,
      false,
    );
    assert.deepEqual(
      await verifier({ success: false, 'error-codes': ['timeout-or-duplicate'] })({
        siteKey: 'k',
        token: 't',
      }),
      { ok: false, reason: 'timeout-or-duplicate' },
    );
  });
});

describe('taxCalculatorResultSend with an Idempotency-Key', () => {
  /**
   * @param {string} key
   * @param {Record<string, unknown>} input
   */
  const sendWith = (key, input = INPUT) =>
    graphqlRequest(stack.graphqlUrl, {
      query: MUTATION,
      variables: { input },
      headers: { 'idempotency-key': key },
    });

  test('a repeat with the same key and input answers with the first send and writes no second e-mail', async () => {
    const before = (await readdir(stack.outboxDir)).length;
    const [first, concurrent] = await Promise.all([sendWith('key-1'), sendWith('key-1')]);
    const repeat = await sendWith('key-1');
    assert.equal(first.body.data.taxCalculatorResultSend.sent, true);
    const { messageId } = first.body.data.taxCalculatorResultSend;
    assert.equal(concurrent.body.data.taxCalculatorResultSend.messageId, messageId);
    assert.equal(repeat.body.data.taxCalculatorResultSend.messageId, messageId);
    assert.equal((await readdir(stack.outboxDir)).length, before + 1);

    const other = await sendWith('key-2');
    assert.notEqual(other.body.data.taxCalculatorResultSend.messageId, messageId);
    assert.equal((await readdir(stack.outboxDir)).length, before + 2);
  });

  test('refuses the same key with another input', async () => {
    await sendWith('key-3');
    const { body } = await sendWith('key-3', { ...INPUT, email: 'other@example.com' });
    assert.equal(body.data, null);
    assert.equal(body.errors[0].extensions.code, 'IDEMPOTENCY_KEY_REUSED');
  });

  test('sends every time without a key, as before', async () => {
    const before = (await readdir(stack.outboxDir)).length;
    await graphqlRequest(stack.graphqlUrl, { query: MUTATION, variables: { input: INPUT } });
    await graphqlRequest(stack.graphqlUrl, { query: MUTATION, variables: { input: INPUT } });
    assert.equal((await readdir(stack.outboxDir)).length, before + 2);
  });
});
