// @ts-check
// Runs the identity provider: oidc-provider for the protocol endpoints, our own handlers for the
// sign-in pages, both behind one loopback HTTP listener.
import { sendHtml, withRequestLog } from '../lib/http.mjs';
import { listenOnLoopback } from '../lib/listen.mjs';
import { describeError } from '../lib/log.mjs';
import { ImpersonationRegistry } from './impersonation.mjs';
import { createInteractionRoutes } from './interactions.mjs';
import { createProvider } from './provider.mjs';
import { pageHeaders, siteUrls } from './site.mjs';
import { copyFor } from './i18n/copy.mjs';
import { DEFAULT_LANGUAGE } from './i18n/language.mjs';
import { errorPage } from './views.mjs';

/**
 * @typedef {object} IdentityProviderOptions
 * @property {number} port 0 picks a free port
 * @property {string} siteOrigin
 * @property {import('../lib/log.mjs').Log} log
 *
 * @typedef {object} RunningIdentityProvider
 * @property {string} issuer
 * @property {string[]} addresses
 * @property {() => Promise<void>} close
 */

/**
 * @param {IdentityProviderOptions} options
 * @returns {Promise<RunningIdentityProvider>}
 */
export async function startIdentityProvider({ port, siteOrigin, log }) {
  // Listen first: the issuer contains the port, and with port 0 only the OS knows it. Requests
  // arriving in the few milliseconds before the provider exists are told to retry.
  /** @type {import('node:http').RequestListener | undefined} */
  let app;
  const listener = await listenOnLoopback((req, res) => {
    if (app) {
      app(req, res);
    } else {
      res.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'text/plain' }).end('starting');
    }
  }, port);

  try {
    const issuer = `http://localhost:${listener.port}`;
    const impersonation = new ImpersonationRegistry();
    const provider = await createProvider({ issuer, siteOrigin, impersonation, log });
    logProviderEvents(provider, impersonation, log);
    acceptJwtRevocation(provider);

    const interactions = createInteractionRoutes({ provider, siteOrigin, impersonation, log });
    const oidc = provider.callback();
    const { siteUrl } = siteUrls(siteOrigin);

    app = withRequestLog(log, (req, res) => {
      (async () => {
        if (await interactions(req, res)) return;
        await oidc(req, res);
      })().catch((error) => {
        // Last line of defence: a request must never take the process down.
        log({ level: 'error', msg: 'unhandled request error', error: describeError(error) });
        if (res.headersSent) {
          res.destroy();
          return;
        }
        sendHtml(
          res,
          500,
          // Nothing here says which language the request asked for.
          errorPage({
            ...copyFor(DEFAULT_LANGUAGE).pages.serverError,
            siteUrl,
            language: DEFAULT_LANGUAGE,
          }),
          pageHeaders(siteOrigin),
        );
      });
    });

    log({
      msg: 'identity provider listening',
      issuer,
      discovery: `${issuer}/.well-known/openid-configuration`,
      addresses: listener.addresses,
    });
    return { issuer, addresses: listener.addresses, close: listener.close };
  } catch (error) {
    await listener.close();
    throw error;
  }
}

/**
 * The site revokes its access token on sign-out (oidc-client-ts `revokeTokenTypes`), but JWT
 * access tokens are self-contained and oidc-provider answers unsupported_token_type, which would
 * make sign-out fail. RFC 7009 section 2.2 answers 200 for tokens the server cannot revoke, and
 * the refresh token revoked alongside ends the Grant anyway.
 * Every 200 goes out without a body type: oidc-provider labels its empty answer text/plain, which
 * oidc-client-ts refuses without reading the body, so the browser cut the refresh token's
 * revocation off as the page left (RFC 7009 gives the answer no body and no type).
 * @param {import('oidc-provider').Provider} provider
 */
function acceptJwtRevocation(provider) {
  provider.use(async (ctx, next) => {
    await next();
    if (
      ctx.oidc?.route === 'revocation' &&
      ctx.status === 400 &&
      /** @type {{ error?: string } | undefined} */ (ctx.body)?.error === 'unsupported_token_type'
    ) {
      ctx.status = 200;
      ctx.body = '';
    }
    if (ctx.oidc?.route === 'revocation' && ctx.status === 200 && !ctx.body) {
      ctx.remove('Content-Type');
    }
  });
}

/**
 * @typedef {{ error?: string, name?: string, error_description?: string, message?: string }} ProviderError
 */

/**
 * @param {import('oidc-provider').Provider} provider
 * @param {ImpersonationRegistry} impersonation
 * @param {import('../lib/log.mjs').Log} log
 */
function logProviderEvents(provider, impersonation, log) {
  // Koa's 'error' event is missing from oidc-provider's typed event map, and its overloads cannot
  // take the union of the error events below: both are reached through the plain emitter view.
  const emitter = /** @type {import('node:events').EventEmitter} */ (
    /** @type {unknown} */ (provider)
  );
  // Koa prints errors to stderr unless someone listens; we log them as JSON instead.
  emitter.on('error', (/** @type {unknown} */ error) => {
    log({ level: 'error', msg: 'provider error', error: describeError(error) });
  });
  provider.on('server_error', (/** @type {unknown} */ _ctx, /** @type {unknown} */ error) => {
    log({ level: 'error', msg: 'provider server error', error: describeError(error) });
  });
  for (const event of [
    'authorization.error',
    'grant.error',
    'end_session.error',
    'userinfo.error',
    'revocation.error',
    'discovery.error',
    'jwks.error',
  ]) {
    emitter.on(
      event,
      (/** @type {unknown} */ _ctx, /** @type {ProviderError | undefined} */ error) => {
        log({
          level: 'warn',
          msg: event,
          error: error?.error ?? error?.name,
          description: error?.error_description ?? error?.message,
        });
      },
    );
  }
  provider.on('grant.success', (ctx) => {
    log({ msg: 'tokens issued', grantType: ctx.oidc?.params?.grant_type });
  });
  provider.on('end_session.success', () => log({ msg: 'signed out' }));
  provider.on('grant.revoked', (/** @type {unknown} */ _ctx, /** @type {string} */ grantId) => {
    impersonation.forget(grantId);
  });
}
