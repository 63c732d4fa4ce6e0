// @ts-check
// Access-token checks of the GraphQL backend with tokens we mint ourselves, signed by a stand-in
// issuer: expired, wrong audience, wrong issuer, unknown member.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { SignJWT, exportJWK, generateKeyPair } from 'jose';

import { startGraphqlServer } from '../graphql/server.mjs';
import { listenOnLoopback } from '../lib/listen.mjs';
import { MEMBER_QUERY, SITE_ORIGIN, graphqlRequest } from './helpers.mjs';

/** @type {CryptoKey} */
let privateKey;
/** @type {string} */
let issuer;
/** @type {Awaited<ReturnType<typeof listenOnLoopback>>} */
let fakeIssuer;
/** @type {Awaited<ReturnType<typeof startGraphqlServer>>} */
let graphql;
/** @type {string} */
let outboxDir;

before(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test', alg: 'RS256', use: 'sig' };
  fakeIssuer = await listenOnLoopback((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    } else if (req.url === '/jwks') {
      res.end(JSON.stringify({ keys: [jwk] }));
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  }, 0);
  issuer = `http://localhost:${fakeIssuer.port}`;
  outboxDir = await mkdtemp(join(tmpdir(), 'local-stack-outbox-'));
  graphql = await startGraphqlServer({
    port: 0,
    siteOrigin: SITE_ORIGIN,
    issuer,
    outboxDir,
    log: () => {},
  });
});

after(async () => {
  await graphql.close();
  await fakeIssuer.close();
  await rm(outboxDir, { recursive: true, force: true });
});

/** @typedef {{ iss?: string, aud?: string, exp?: number, typ?: string }} MintOverrides */

/**
 * @param {Record<string, unknown>} claims
 * @param {MintOverrides} [overrides]
 */
function mint(claims, overrides = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test', typ: overrides.typ ?? 'at+jwt' })
    .setIssuer(overrides.iss ?? issuer)
    .setAudience(overrides.aud ?? 'urn:homepay:graphql')
    .setIssuedAt(now - 60)
    .setExpirationTime(overrides.exp ?? now + 600)
    .sign(privateKey);
}

/** @param {string} token */
function member(token) {
  return graphqlRequest(graphql.url, { query: MEMBER_QUERY, token });
}

test('accepts a valid token', async () => {
  const { status, body } = await member(await mint({ sub: 'b5e6f7a8_none' }));
  assert.equal(status, 200);
  assert.equal(body.data.member.id, 'b5e6f7a8_none');
});

test('uses the impersonated claim over the subject', async () => {
  const { body } = await member(
    await mint({ sub: 'e7f8a9b0_support', impersonated: 'a1b2c3d4_client' }),
  );
  assert.equal(body.data.member.id, 'a1b2c3d4_client');
});

for (const [name, overrides, reason] of /** @type {Array<[string, MintOverrides, RegExp]>} */ ([
  ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }, /expired/],
  ['a token for another audience', { aud: 'urn:other:api' }, /aud/],
  ['a token from another issuer', { iss: 'http://localhost:1' }, /iss/],
  ['a token that is not an access token', { typ: 'JWT' }, /at\+jwt/],
])) {
  test(`refuses ${name} with 401 UNAUTHENTICATED`, async () => {
    const { status, body } = await member(await mint({ sub: 'a1b2c3d4_client' }, overrides));
    assert.equal(status, 401);
    assert.equal(body.errors[0].extensions.code, 'UNAUTHENTICATED');
    assert.match(body.errors[0].message, reason);
  });
}

test('refuses a token signed by another key', async () => {
  const other = await generateKeyPair('RS256');
  const token = await new SignJWT({ sub: 'a1b2c3d4_client' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test', typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience('urn:homepay:graphql')
    .setExpirationTime('5m')
    .sign(other.privateKey);
  const { status, body } = await member(token);
  assert.equal(status, 401);
  assert.equal(body.errors[0].extensions.code, 'UNAUTHENTICATED');
});

test('answers NOT_FOUND for a valid token of an unknown member', async () => {
  const { status, body } = await member(await mint({ sub: 'ffffffff_nobody' }));
  assert.equal(status, 200);
  assert.equal(body.data, null);
  assert.equal(body.errors[0].extensions.code, 'NOT_FOUND');
});

test('answers 503 SERVICE_UNAVAILABLE when the issuer cannot be reached', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'local-stack-outbox-'));
  const orphan = await startGraphqlServer({
    port: 0,
    siteOrigin: SITE_ORIGIN,
    issuer: 'http://localhost:1',
    outboxDir: dir,
    log: () => {},
  });
  try {
    const token = await mint({ sub: 'a1b2c3d4_client' });
    const { status, body } = await graphqlRequest(orphan.url, { query: MEMBER_QUERY, token });
    assert.equal(status, 503);
    assert.equal(body.errors[0].extensions.code, 'SERVICE_UNAVAILABLE');
    // A malformed token is refused before any key is fetched.
    const garbage = await graphqlRequest(orphan.url, { query: MEMBER_QUERY, token: 'garbage' });
    assert.equal(garbage.status, 401);
  } finally {
    await orphan.close();
    await rm(dir, { recursive: true, force: true });
  }
});
