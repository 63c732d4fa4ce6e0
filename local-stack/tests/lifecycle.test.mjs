// @ts-check
// Starting and stopping: fast, clean, no ports or processes left behind.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

import { startLocalStack } from '../start.mjs';
import { SITE_ORIGIN, startTestStack } from './helpers.mjs';

const START_SCRIPT = fileURLToPath(new URL('../start.mjs', import.meta.url));

/**
 * Whether nothing listens on the port, on either loopback address.
 * @param {number} port
 */
async function portIsFree(port) {
  for (const host of ['127.0.0.1', '::1']) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
        resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'),
      );
      server.listen({ port, host, ipv6Only: host === '::1' }, () =>
        server.close(() => resolve(true)),
      );
    });
    if (!free) return false;
  }
  return true;
}

/** A port that was free a moment ago. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return address.port;
}

test('stop() returns quickly with keep-alive connections open, and frees both ports', async () => {
  const stack = await startTestStack();
  const idpPort = Number(new URL(stack.issuer).port);
  const graphqlPort = Number(new URL(stack.graphqlUrl).port);

  // fetch keeps its connections alive; a raw socket stays idle like a browser's would.
  await (await fetch(`${stack.issuer}/.well-known/openid-configuration`)).text();
  await (await fetch(stack.graphqlUrl.replace('/graphql', '/'))).text();
  const idle = connect(idpPort, '127.0.0.1');
  await new Promise((resolve) => idle.once('connect', resolve));

  const started = performance.now();
  await stack.cleanup();
  const elapsed = performance.now() - started;
  assert.ok(elapsed < 1000, `stop took ${Math.round(elapsed)} ms`);
  idle.destroy();

  assert.equal(await portIsFree(idpPort), true, 'identity provider port free');
  assert.equal(await portIsFree(graphqlPort), true, 'GraphQL port free');
  await stack.stop(); // a second stop is harmless
});

test('listens on the requested ports, answering on localhost over IPv4 and IPv6', async () => {
  const [idpPort, graphqlPort] = [await freePort(), await freePort()];
  const stack = await startTestStack({ idpPort, graphqlPort, siteOrigin: `${SITE_ORIGIN}/` });
  try {
    assert.equal(stack.issuer, `http://localhost:${idpPort}`);
    assert.equal(stack.graphqlUrl, `http://localhost:${graphqlPort}/graphql`);
    const line = stack.logs.find((r) => r.msg === 'identity provider listening');
    const addresses = /** @type {string[]} */ (line?.addresses ?? []);
    assert.equal(addresses[0], `127.0.0.1:${idpPort}`);
    // Every address it reports (127.0.0.1, and [::1] where the host has IPv6) answers.
    for (const address of addresses) {
      const response = await fetch(`http://${address}/jwks`);
      assert.equal(response.status, 200, address);
    }
  } finally {
    await stack.cleanup();
  }
});

test('a taken port fails the start with a clear error and leaves nothing running', async () => {
  const blocker = createServer();
  await new Promise((resolve) => blocker.listen(0, '127.0.0.1', () => resolve(undefined)));
  const taken = /** @type {import('node:net').AddressInfo} */ (blocker.address()).port;
  const idpPort = await freePort();
  const outboxDir = await mkdtemp(join(tmpdir(), 'local-stack-outbox-'));
  try {
    await assert.rejects(
      startLocalStack({ idpPort, graphqlPort: taken, telemetryPort: 0, outboxDir, log: () => {} }),
      /EADDRINUSE/,
    );
    assert.equal(await portIsFree(idpPort), true, 'identity provider closed again');
  } finally {
    blocker.close();
    await rm(outboxDir, { recursive: true, force: true });
  }
});

test('rejects a siteOrigin that is not a URL', async () => {
  await assert.rejects(startLocalStack({ siteOrigin: 'localhost:3000', log: () => {} }), TypeError);
});

test('runs as a CLI: JSON lines on stdout, stops on SIGTERM', async () => {
  const outboxDir = await mkdtemp(join(tmpdir(), 'local-stack-outbox-'));
  const child = spawn(process.execPath, [START_SCRIPT], {
    env: {
      ...process.env,
      LOCAL_IDP_PORT: '0',
      LOCAL_GRAPHQL_PORT: '0',
      // Every port its own, so the test passes beside a running `npm start` (4000–4002).
      LOCAL_TELEMETRY_PORT: '0',
      LOCAL_OUTBOX_DIR: outboxDir,
      SITE_ORIGIN,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  try {
    /** @type {Record<string, any>[]} */
    const records = [];
    for await (const line of createInterface({
      input: /** @type {import('node:stream').Readable} */ (child.stdout),
    })) {
      records.push(JSON.parse(line)); // every stdout line is JSON
      if (records.some((r) => r.msg === 'GraphQL backend listening')) break;
    }
    const idp = records.find((r) => r.msg === 'identity provider listening');
    const graphql = records.find((r) => r.msg === 'GraphQL backend listening');
    assert.match(idp?.issuer, /^http:\/\/localhost:\d+$/);
    assert.equal(graphql?.outboxDir, outboxDir);
    assert.equal((await fetch(`${idp?.issuer}/jwks`)).status, 200);

    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    const started = performance.now();
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    assert.ok(performance.now() - started < 2000);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    await rm(outboxDir, { recursive: true, force: true });
  }
});
