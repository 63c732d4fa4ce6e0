// @ts-check
// Shared test helpers: a running stack on free ports, a cookie jar, and the browser's side of the
// authorization-code + PKCE flow done with fetch.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startLocalStack } from '../start.mjs';

export const SITE_ORIGIN = 'http://localhost:3000';
export const SITE_URL = `${SITE_ORIGIN}/app/hp-vhp`;
export const REDIRECT_URI = `${SITE_URL}/authCallback`;
export const CLIENT_ID = 'hp-vhp';
export const SCOPE = 'openid profile email offline_access';
export const PASSWORD = 'homepay-demo';

/**
 * Starts the stack on free ports with a temporary outbox, collecting log records in memory.
 * @param {Partial<import('../start.mjs').LocalStackOptions>} [options]
 */
export async function startTestStack(options = {}) {
  const outboxDir = await mkdtemp(join(tmpdir(), 'local-stack-outbox-'));
  /** @type {import('../lib/log.mjs').LogRecord[]} */
  const logs = [];
  const stack = await startLocalStack({
    siteOrigin: SITE_ORIGIN,
    idpPort: 0,
    graphqlPort: 0,
    telemetryPort: 0,
    outboxDir,
    log: (record) => logs.push(record),
    ...options,
  });
  return {
    ...stack,
    logs,
    async cleanup() {
      await stack.stop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** Cookies by name; enough for one host, which is all these flows need. */
export class CookieJar {
  /** @type {Map<string, string>} */
  #cookies = new Map();

  /** @param {Response} response */
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expires = attributes.find((a) => a.trim().toLowerCase().startsWith('expires='));
      const expired = expires && Date.parse(expires.split('=')[1] ?? '') <= Date.now();
      if (!value || expired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** @param {string} name */
  has(name) {
    return this.#cookies.has(name);
  }
}

/**
 * A browser-like request: no automatic redirects, cookies sent and stored.
 * @param {string} url
 * @param {CookieJar} jar
 * @param {RequestInit} [init]
 */
export async function browse(url, jar, init = {}) {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set('cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/**
 * @param {string} issuer
 * @param {Record<string, string | undefined>} params overrides; undefined removes a parameter
 */
export function authorizationUrl(issuer, params) {
  const url = new URL('/auth', issuer);
  const all = {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: SCOPE,
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    ...params,
  };
  for (const [key, value] of Object.entries(all)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url;
}

/**
 * Follows redirects until the browser would leave for the site; returns that last response.
 * @param {Response} response
 * @param {string} base
 * @param {CookieJar} jar
 */
export async function followToSite(response, base, jar) {
  let current = response;
  for (let hop = 0; hop < 10; hop += 1) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) return current;
    const next = new URL(location, base);
    if (next.origin === SITE_ORIGIN) return current;
    current = await browse(next.href, jar);
  }
  throw new Error('too many redirects');
}

/**
 * The whole browser side of a sign-in: authorization request, sign-in form, redirects back.
 * @param {string} issuer
 * @param {{ email: string, password?: string, viewAs?: string, jar?: CookieJar,
 *   params?: Record<string, string | undefined> }} options
 */
export async function signIn(
  issuer,
  { email, password = PASSWORD, viewAs, jar = new CookieJar(), params = {} },
) {
  const { verifier, challenge } = pkcePair();
  const state = randomBytes(8).toString('hex');
  const start = await browse(
    authorizationUrl(issuer, {
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state,
      ...params,
    }).href,
    jar,
  );
  const interaction = start.headers.get('location') ?? '';
  if (!interaction.startsWith('/interaction/')) {
    throw new Error(`expected an interaction redirect, got ${start.status} ${interaction}`);
  }
  const page = await browse(new URL(interaction, issuer).href, jar);
  if (page.status !== 200) throw new Error(`sign-in page answered ${page.status}`);
  await page.text();

  const form = new URLSearchParams({ email, password, ...(viewAs ? { viewAs } : {}) });
  const submitted = await browse(new URL(`${interaction}/login`, issuer).href, jar, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  const last = await followToSite(submitted, issuer, jar);
  const callback = new URL(last.headers.get('location') ?? '', issuer);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.href}`);
  if (callback.searchParams.get('state') !== state) throw new Error('state mismatch');
  return { code, verifier, jar, callback };
}

/**
 * @param {string} issuer
 * @param {Record<string, string>} form
 * @param {Record<string, string>} [headers]
 */
export async function tokenRequest(issuer, form, headers = {}) {
  return fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...form }),
  });
}

/**
 * @param {string} issuer
 * @param {{ code: string, verifier: string }} grant
 * @returns {Promise<{ access_token: string, refresh_token?: string, id_token: string,
 *   token_type: string, expires_in: number, scope: string }>}
 */
export async function exchangeCode(issuer, { code, verifier }) {
  const response = await tokenRequest(issuer, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`token endpoint: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Signs in and exchanges the code.
 * @param {string} issuer
 * @param {Parameters<typeof signIn>[1]} options
 */
export async function signInForTokens(issuer, options) {
  const result = await signIn(issuer, options);
  return { ...(await exchangeCode(issuer, result)), jar: result.jar };
}

/**
 * The payload of a JWT, unverified (the tests check what was issued, the backend verifies).
 * @param {string} jwt
 * @returns {Record<string, any>}
 */
export function jwtPayload(jwt) {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/**
 * @param {string} jwt
 * @returns {Record<string, any>}
 */
export function jwtHeader(jwt) {
  return JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString('utf8'));
}

export const MEMBER_QUERY =
  'query Member { member { displayName email firstName homepayAccountStatusV2 id lastName } }';

/**
 * @param {string} url
 * @param {{ query: string, variables?: Record<string, unknown>, token?: string,
 *   headers?: Record<string, string>, method?: 'GET' | 'POST' }} request
 * @returns {Promise<{ status: number, headers: Headers, body: any }>}
 */
export async function graphqlRequest(
  url,
  { query, variables, token, headers = {}, method = 'POST' },
) {
  const allHeaders = {
    accept: 'application/graphql-response+json, application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...headers,
  };
  let response;
  if (method === 'GET') {
    const target = new URL(url);
    target.searchParams.set('query', query);
    if (variables) target.searchParams.set('variables', JSON.stringify(variables));
    response = await fetch(target, { headers: allHeaders });
  } else {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...allHeaders },
      body: JSON.stringify({ query, variables }),
    });
  }
  return { status: response.status, headers: response.headers, body: await response.json() };
}
