// @ts-check
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import {
  CookieJar,
  PASSWORD,
  REDIRECT_URI,
  SITE_ORIGIN,
  SITE_URL,
  authorizationUrl,
  browse,
  exchangeCode,
  followToSite,
  jwtHeader,
  jwtPayload,
  pkcePair,
  signIn,
  signInForTokens,
  startTestStack,
  tokenRequest,
} from './helpers.mjs';

/** @type {Awaited<ReturnType<typeof startTestStack>>} */
let stack;
before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack.cleanup();
});

describe('discovery', () => {
  test('advertises the issuer, its endpoints and PKCE S256', async () => {
    const response = await fetch(`${stack.issuer}/.well-known/openid-configuration`);
    assert.equal(response.status, 200);
    const metadata = await response.json();
    assert.equal(metadata.issuer, stack.issuer);
    assert.match(stack.issuer, /^http:\/\/localhost:\d+$/);
    for (const [key, path] of Object.entries({
      authorization_endpoint: '/auth',
      token_endpoint: '/token',
      userinfo_endpoint: '/me',
      jwks_uri: '/jwks',
      revocation_endpoint: '/token/revocation',
      end_session_endpoint: '/session/end',
    })) {
      assert.equal(metadata[key], `${stack.issuer}${path}`, key);
    }
    assert.ok(metadata.code_challenge_methods_supported.includes('S256'));
    assert.deepEqual(metadata.response_types_supported, ['code']);
    for (const scope of ['openid', 'profile', 'email', 'offline_access']) {
      assert.ok(metadata.scopes_supported.includes(scope), scope);
    }
  });

  test('publishes an RS256 signing key without its private parts', async () => {
    const { keys } = await (await fetch(`${stack.issuer}/jwks`)).json();
    assert.equal(keys.length, 1);
    assert.equal(keys[0].alg, 'RS256');
    assert.equal(keys[0].use, 'sig');
    assert.ok(keys[0].kid);
    assert.equal(keys[0].d, undefined);
  });

  test('lets the site read discovery and JWKS cross-origin', async () => {
    const response = await fetch(`${stack.issuer}/jwks`, { headers: { origin: SITE_ORIGIN } });
    assert.equal(response.headers.get('access-control-allow-origin'), SITE_ORIGIN);
  });
});

describe('authorization code flow with PKCE', () => {
  test('issues a JWT access token for the GraphQL audience, an ID token and a refresh token', async () => {
    const tokens = await signInForTokens(stack.issuer, { email: 'client@example.com' });
    assert.equal(tokens.token_type, 'Bearer');
    assert.ok(tokens.refresh_token, 'refresh token issued for offline_access');
    assert.equal(tokens.expires_in, 3600);

    const access = jwtPayload(tokens.access_token);
    assert.equal(jwtHeader(tokens.access_token).typ, 'at+jwt');
    assert.equal(jwtHeader(tokens.access_token).alg, 'RS256');
    assert.equal(access.aud, 'urn:homepay:graphql');
    assert.equal(access.iss, stack.issuer);
    assert.equal(access.sub, 'a1b2c3d4_client');
    assert.equal(access.client_id, 'hp-vhp');
    assert.equal(access.impersonated, undefined);
    for (const scope of ['openid', 'profile', 'email'])
      assert.ok(access.scope.split(' ').includes(scope));

    const id = jwtPayload(tokens.id_token);
    assert.equal(id.sub, 'a1b2c3d4_client');
    assert.equal(id.aud, 'hp-vhp');
    assert.equal(id.given_name, 'Maria');
    assert.equal(id.family_name, 'Lopez');
    assert.equal(id.name, 'Maria Lopez');
    assert.equal(id.email, 'client@example.com');
    assert.equal(id.email_verified, true);
  });

  test('answers the token endpoint cross-origin for the site only', async () => {
    const { code, verifier } = await signIn(stack.issuer, { email: 'none@example.com' });
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
    };
    const foreign = await tokenRequest(stack.issuer, form, { origin: 'http://evil.example' });
    assert.equal(foreign.status, 400);
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);

    const preflight = await fetch(`${stack.issuer}/token`, {
      method: 'OPTIONS',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), SITE_ORIGIN);
  });

  test('rotates refresh tokens and refuses a used one', async () => {
    const tokens = await signInForTokens(stack.issuer, { email: 'pending@example.com' });
    const first = await tokenRequest(stack.issuer, {
      grant_type: 'refresh_token',
      refresh_token: /** @type {string} */ (tokens.refresh_token),
    });
    assert.equal(first.status, 200);
    const rotated = await first.json();
    assert.ok(rotated.refresh_token);
    assert.notEqual(rotated.refresh_token, tokens.refresh_token);
    assert.equal(jwtPayload(rotated.access_token).aud, 'urn:homepay:graphql');
    assert.equal(jwtPayload(rotated.access_token).sub, 'c9d0e1f2_pending');

    const reused = await tokenRequest(stack.issuer, {
      grant_type: 'refresh_token',
      refresh_token: /** @type {string} */ (tokens.refresh_token),
    });
    assert.equal(reused.status, 400);
    assert.equal((await reused.json()).error, 'invalid_grant');
  });

  test('refuses a code exchange without the PKCE verifier', async () => {
    const { code } = await signIn(stack.issuer, { email: 'client@example.com' });
    const response = await tokenRequest(stack.issuer, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
    });
    assert.equal(response.status, 400);
    assert.equal((await response.json()).error, 'invalid_grant');
  });

  test('refuses an authorization request without a PKCE challenge', async () => {
    const response = await browse(authorizationUrl(stack.issuer, {}).href, new CookieJar());
    assert.equal(response.status, 303);
    const location = new URL(/** @type {string} */ (response.headers.get('location')));
    assert.equal(`${location.origin}${location.pathname}`, REDIRECT_URI);
    assert.equal(location.searchParams.get('error'), 'invalid_request');
    assert.match(location.searchParams.get('error_description') ?? '', /PKCE/);
  });

  test('refuses an unregistered redirect URI with an error page, not a redirect', async () => {
    const { challenge } = pkcePair();
    for (const redirectUri of [
      `${SITE_URL}/authCallback/`,
      'http://evil.example/app/hp-vhp/authCallback',
    ]) {
      const response = await browse(
        authorizationUrl(stack.issuer, {
          redirect_uri: redirectUri,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }).href,
        new CookieJar(),
      );
      assert.equal(response.status, 400, redirectUri);
      assert.equal(response.headers.get('location'), null);
      assert.match(response.headers.get('content-type') ?? '', /text\/html/);
      const html = await response.text();
      assert.match(html, /redirect_uri/);
      assert.match(html, /<h1>/);
    }
  });

  test('prompt=none gives a code when signed in and login_required when not', async () => {
    const { jar } = await signIn(stack.issuer, { email: 'client@example.com' });
    const { challenge } = pkcePair();
    const silent = {
      prompt: 'none',
      redirect_uri: `${SITE_URL}/authCallback/silent`,
      code_challenge: challenge,
      code_challenge_method: 'S256',
    };

    const signedIn = await followToSite(
      await browse(authorizationUrl(stack.issuer, silent).href, jar),
      stack.issuer,
      jar,
    );
    const back = new URL(/** @type {string} */ (signedIn.headers.get('location')));
    assert.equal(`${back.origin}${back.pathname}`, `${SITE_URL}/authCallback/silent`);
    assert.ok(back.searchParams.get('code'));

    const anonymous = await browse(authorizationUrl(stack.issuer, silent).href, new CookieJar());
    const refused = new URL(/** @type {string} */ (anonymous.headers.get('location')));
    assert.equal(refused.searchParams.get('error'), 'login_required');
  });
});

describe('sign-in page', () => {
  /** @param {CookieJar} jar */
  async function openSignIn(jar) {
    const { challenge } = pkcePair();
    const start = await browse(
      authorizationUrl(stack.issuer, { code_challenge: challenge, code_challenge_method: 'S256' })
        .href,
      jar,
    );
    const path = /** @type {string} */ (start.headers.get('location'));
    const page = await browse(new URL(path, stack.issuer).href, jar);
    return { path, page, html: await page.text() };
  }

  /**
   * @param {CookieJar} jar
   * @param {string} path
   * @param {Record<string, string>} form
   */
  function submit(jar, path, form) {
    return browse(new URL(`${path}/login`, stack.issuer).href, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  }

  test('is an accessible page that lists the demo accounts', async () => {
    const { page, html } = await openSignIn(new CookieJar());
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    assert.match(html, /<html lang="en">/);
    assert.equal(html.match(/<h1[ >]/g)?.length, 1);
    for (const id of ['email', 'password', 'viewAs']) {
      assert.match(html, new RegExp(`<label for="${id}">`), id);
      assert.match(html, new RegExp(`id="${id}"`), id);
    }
    for (const email of [
      'client@example.com',
      'none@example.com',
      'pending@example.com',
      'submitted@example.com',
      'support@example.com',
    ]) {
      assert.ok(html.includes(email), email);
    }
    for (const status of ['CLIENT', 'NONE', 'PENDING', 'SUBMITTED'])
      assert.ok(html.includes(status), status);
    assert.ok(html.includes(PASSWORD));
    assert.doesNotMatch(html, /<script|https:\/\/fonts/);
  });

  test('re-renders with an error and the email kept after a wrong password', async () => {
    const jar = new CookieJar();
    const { path } = await openSignIn(jar);
    const response = await submit(jar, path, { email: 'client@example.com', password: 'wrong' });
    assert.equal(response.status, 401);
    const html = await response.text();
    assert.match(html, /role="alert"/);
    assert.match(html, /do not match a demo account/);
    assert.match(html, /value="client@example.com"/);

    // The same interaction still works with the right password.
    const retry = await submit(jar, path, { email: 'client@example.com', password: PASSWORD });
    assert.equal(retry.status, 303);
  });

  test('asks a support user to choose a member, and refuses a member who chooses one', async () => {
    const jar = new CookieJar();
    const { path } = await openSignIn(jar);
    const support = await submit(jar, path, { email: 'support@example.com', password: PASSWORD });
    assert.equal(support.status, 400);
    assert.match(await support.text(), /choose the member to view as/);

    const member = await submit(jar, path, {
      email: 'client@example.com',
      password: PASSWORD,
      viewAs: 'b5e6f7a8_none',
    });
    assert.equal(member.status, 400);
    assert.match(await member.text(), /Only support accounts/);
  });

  test('answers an expired or unknown interaction with a page, not a crash', async () => {
    const response = await browse(`${stack.issuer}/interaction/unknown123`, new CookieJar());
    assert.equal(response.status, 400);
    assert.match(await response.text(), /This sign-in has expired/);
  });

  test('cancel returns access_denied to the site', async () => {
    const jar = new CookieJar();
    const { path } = await openSignIn(jar);
    const cancelled = await followToSite(
      await browse(new URL(`${path}/abort`, stack.issuer).href, jar),
      stack.issuer,
      jar,
    );
    const back = new URL(/** @type {string} */ (cancelled.headers.get('location')));
    assert.equal(back.searchParams.get('error'), 'access_denied');
  });
});

describe('support impersonation', () => {
  test('puts the chosen member in the impersonated claim, also after refresh', async () => {
    const tokens = await signInForTokens(stack.issuer, {
      email: 'support@example.com',
      viewAs: 'd3c4b5a6_submitted',
    });
    const access = jwtPayload(tokens.access_token);
    assert.equal(access.sub, 'e7f8a9b0_support');
    assert.equal(access.impersonated, 'd3c4b5a6_submitted');
    assert.equal(jwtPayload(tokens.id_token).sub, 'e7f8a9b0_support');

    // oidc-client-ts sends the scope of the previous token response along with a refresh.
    const refreshed = await tokenRequest(stack.issuer, {
      grant_type: 'refresh_token',
      refresh_token: /** @type {string} */ (tokens.refresh_token),
      scope: tokens.scope,
    });
    assert.equal(refreshed.status, 200);
    const again = jwtPayload((await refreshed.json()).access_token);
    assert.equal(again.sub, 'e7f8a9b0_support');
    assert.equal(again.impersonated, 'd3c4b5a6_submitted');
  });
});

describe('sign-out and revocation', () => {
  test('revoking the JWT access token and the refresh token both succeed', async () => {
    const tokens = await signInForTokens(stack.issuer, { email: 'client@example.com' });
    for (const [token, hint] of [
      [tokens.access_token, 'access_token'],
      [/** @type {string} */ (tokens.refresh_token), 'refresh_token'],
    ]) {
      const response = await fetch(`${stack.issuer}/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
        body: new URLSearchParams({ client_id: 'hp-vhp', token, token_type_hint: hint }),
      });
      assert.equal(response.status, 200, hint);
      assert.equal(response.headers.get('access-control-allow-origin'), SITE_ORIGIN, hint);
      // No body type: oidc-client-ts refuses text/plain unread, and the browser then cuts the
      // request off when the page leaves for the provider's sign-out.
      assert.equal(response.headers.get('content-type'), null, hint);
      assert.equal(await response.text(), '', hint);
    }
    const refresh = await tokenRequest(stack.issuer, {
      grant_type: 'refresh_token',
      refresh_token: /** @type {string} */ (tokens.refresh_token),
    });
    assert.equal(refresh.status, 400);
  });

  test('shows a sign-out page whose button ends the session and returns to the site', async () => {
    const tokens = await signInForTokens(stack.issuer, { email: 'client@example.com' });
    const { jar } = tokens;
    const url = new URL('/session/end', stack.issuer);
    url.searchParams.set('id_token_hint', tokens.id_token);
    url.searchParams.set('post_logout_redirect_uri', SITE_URL);
    url.searchParams.set('state', 'bye');
    const page = await browse(url.href, jar);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<h1>Sign out of HomePay\?<\/h1>/);
    assert.match(
      html,
      /<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out<\/button>/,
    );

    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    assert.ok(xsrf);
    const confirmed = await browse(`${stack.issuer}/session/end/confirm`, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    assert.equal(confirmed.status, 303);
    assert.equal(confirmed.headers.get('location'), `${SITE_URL}?state=bye`);

    // The session is gone: a silent request now needs a sign-in.
    const { challenge } = pkcePair();
    const silent = await browse(
      authorizationUrl(stack.issuer, {
        prompt: 'none',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).href,
      jar,
    );
    assert.equal(
      new URL(/** @type {string} */ (silent.headers.get('location'))).searchParams.get('error'),
      'login_required',
    );
  });
});

test('a second sign-in in the same browser reuses the session without the form', async () => {
  const { jar } = await signIn(stack.issuer, { email: 'submitted@example.com' });
  const { challenge, verifier } = pkcePair();
  const again = await followToSite(
    await browse(
      authorizationUrl(stack.issuer, { code_challenge: challenge, code_challenge_method: 'S256' })
        .href,
      jar,
    ),
    stack.issuer,
    jar,
  );
  const code = new URL(/** @type {string} */ (again.headers.get('location'))).searchParams.get(
    'code',
  );
  assert.ok(code);
  const tokens = await exchangeCode(stack.issuer, { code, verifier });
  assert.equal(jwtPayload(tokens.access_token).sub, 'd3c4b5a6_submitted');
});

describe('consent', () => {
  /**
   * Signs in, then answers "Stay signed in" on the sign-out page: oidc-provider keeps the session
   * but revokes the site's Grant, so the next authorization request needs consent again.
   * @param {Parameters<typeof signIn>[1]} who
   */
  async function sessionWithoutGrant(who) {
    const { jar } = await signIn(stack.issuer, who);
    const page = await browse(`${stack.issuer}/session/end?client_id=hp-vhp`, jar);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(await page.text())?.[1];
    assert.ok(xsrf);
    const stayed = await browse(`${stack.issuer}/session/end/confirm`, jar, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf }),
    });
    assert.equal(stayed.status, 303);
    const { challenge, verifier } = pkcePair();
    const start = await browse(
      authorizationUrl(stack.issuer, { code_challenge: challenge, code_challenge_method: 'S256' })
        .href,
      jar,
    );
    return { jar, start, verifier };
  }

  test('is granted automatically for a signed-in member', async () => {
    const { jar, start, verifier } = await sessionWithoutGrant({ email: 'none@example.com' });
    assert.match(start.headers.get('location') ?? '', /^\/interaction\//);
    const back = await followToSite(start, stack.issuer, jar);
    const code = new URL(/** @type {string} */ (back.headers.get('location'))).searchParams.get(
      'code',
    );
    assert.ok(code);
    const tokens = await exchangeCode(stack.issuer, { code, verifier });
    assert.equal(jwtPayload(tokens.access_token).sub, 'b5e6f7a8_none');
  });

  test('sends a support user back to choose a member', async () => {
    const { jar, start } = await sessionWithoutGrant({
      email: 'support@example.com',
      viewAs: 'a1b2c3d4_client',
    });
    const path = /** @type {string} */ (start.headers.get('location'));
    const page = await browse(new URL(path, stack.issuer).href, jar);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /Choose the member to view as/);
    assert.match(html, /<details open>/);
  });
});
