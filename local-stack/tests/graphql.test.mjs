// @ts-check
// The GraphQL backend against the real identity provider: tokens from an actual sign-in.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import {
  MEMBER_QUERY,
  SITE_ORIGIN,
  graphqlRequest,
  signInForTokens,
  startTestStack,
} from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestStack>>} */
let stack;
before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack.cleanup();
});

describe('member query', () => {
  test('returns the signed-in member for POST and GET', async () => {
    const { access_token: token } = await signInForTokens(stack.issuer, {
      email: 'client@example.com',
    });
    const expected = {
      member: {
        displayName: 'Maria Lopez',
        email: 'client@example.com',
        firstName: 'Maria',
        homepayAccountStatusV2: 'CLIENT',
        id: 'a1b2c3d4_client',
        lastName: 'Lopez',
      },
    };
    for (const method of /** @type {const} */ (['POST', 'GET'])) {
      const { status, body } = await graphqlRequest(stack.graphqlUrl, {
        query: MEMBER_QUERY,
        token,
        method,
      });
      assert.equal(status, 200, method);
      assert.deepEqual(body, { data: expected }, method);
    }
  });

  test('answers the unreadable demo member with a backend error, HTTP 200 and no data', async () => {
    const { access_token: token } = await signInForTokens(stack.issuer, {
      email: 'unreadable@example.com',
    });
    const { status, body } = await graphqlRequest(stack.graphqlUrl, { query: MEMBER_QUERY, token });
    assert.equal(status, 200);
    assert.equal(body.data, null);
    assert.equal(body.errors[0].extensions.code, 'INTERNAL_SERVER_ERROR');
    assert.match(body.errors[0].message, /could not be read/);
  });

  test('serves every account status', async () => {
    for (const [email, status] of [
      ['none@example.com', 'NONE'],
      ['pending@example.com', 'PENDING'],
      ['submitted@example.com', 'SUBMITTED'],
    ]) {
      const { access_token: token } = await signInForTokens(stack.issuer, { email });
      const { body } = await graphqlRequest(stack.graphqlUrl, { query: MEMBER_QUERY, token });
      assert.equal(body.data.member.homepayAccountStatusV2, status);
      assert.equal(body.data.member.email, email);
    }
  });

  test("returns the impersonated member for a support user's token", async () => {
    const { access_token: token } = await signInForTokens(stack.issuer, {
      email: 'support@example.com',
      viewAs: 'c9d0e1f2_pending',
    });
    const { status, body } = await graphqlRequest(stack.graphqlUrl, { query: MEMBER_QUERY, token });
    assert.equal(status, 200);
    assert.equal(body.data.member.id, 'c9d0e1f2_pending');
    assert.equal(body.data.member.displayName, 'Priya Shah');
  });

  /**
   * @param {{ status: number, headers: Headers, body: any }} response
   */
  function assertUnauthenticated({ status, headers, body }) {
    assert.equal(status, 401);
    assert.match(headers.get('www-authenticate') ?? '', /^Bearer/);
    assert.equal(body.data, null);
    assert.equal(body.errors[0].extensions.code, 'UNAUTHENTICATED');
    assert.equal(body.errors[0].extensions.http, undefined);
  }

  test('refuses a missing, malformed or garbage token with 401 UNAUTHENTICATED', async () => {
    assertUnauthenticated(await graphqlRequest(stack.graphqlUrl, { query: MEMBER_QUERY }));
    assertUnauthenticated(
      await graphqlRequest(stack.graphqlUrl, {
        query: MEMBER_QUERY,
        headers: { authorization: 'Basic abc' },
      }),
    );
    assertUnauthenticated(
      await graphqlRequest(stack.graphqlUrl, { query: MEMBER_QUERY, token: 'garbage' }),
    );
    assertUnauthenticated(
      await graphqlRequest(stack.graphqlUrl, {
        query: MEMBER_QUERY,
        token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2ln',
      }),
    );
  });

  test('refuses an ID token: right issuer and key, wrong audience and type', async () => {
    const { id_token: token } = await signInForTokens(stack.issuer, {
      email: 'client@example.com',
    });
    const response = await graphqlRequest(stack.graphqlUrl, { query: MEMBER_QUERY, token });
    assertUnauthenticated(response);
  });

  test('never logs the token', async () => {
    const { access_token: token } = await signInForTokens(stack.issuer, {
      email: 'client@example.com',
    });
    await graphqlRequest(stack.graphqlUrl, { query: MEMBER_QUERY, token });
    const line = stack.logs.findLast(
      (record) => record.service === 'graphql' && record.msg === 'request',
    );
    assert.equal(line?.operationName, 'Member');
    assert.equal(line?.status, 200);
    assert.equal(typeof line?.durationMs, 'number');
    assert.ok(!JSON.stringify(stack.logs).includes(token.split('.')[2] ?? token));
  });
});

describe('CORS', () => {
  test('allows the site origin with the headers the site sends', async () => {
    const response = await fetch(stack.graphqlUrl, {
      method: 'OPTIONS',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-recaptcha-token',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), SITE_ORIGIN);
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'authorization',
      'content-type',
      'x-recaptcha-site-key',
      'x-recaptcha-token',
      'apollo-require-preflight',
    ]) {
      assert.ok(allowed.includes(header), header);
    }
    assert.equal(response.headers.get('access-control-allow-methods'), 'GET, POST, OPTIONS');
  });

  test('does not allow another origin', async () => {
    const response = await fetch(stack.graphqlUrl, {
      method: 'POST',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    assert.notEqual(response.headers.get('access-control-allow-origin'), 'http://evil.example');
  });
});
