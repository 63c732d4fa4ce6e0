// @ts-check
// Runs the stand-in GraphQL backend (graphql-yoga) on a loopback listener.
import { createSchema, createYoga } from 'graphql-yoga';

import { API_RESOURCE } from '../identity-provider/site.mjs';
import { sendJson, withRequestLog } from '../lib/http.mjs';
import { listenOnLoopback } from '../lib/listen.mjs';
import { describeError } from '../lib/log.mjs';
import { createAccessTokenVerifier } from './access-token.mjs';
import { createOutbox } from './outbox.mjs';
import { createRecaptchaVerifier } from './recaptcha.mjs';
import { createResolvers } from './resolvers.mjs';
import { typeDefs } from './schema.mjs';

export const GRAPHQL_PATH = '/graphql';

/**
 * @typedef {object} GraphqlServerOptions
 * @property {number} port 0 picks a free port
 * @property {string} siteOrigin the only origin allowed by CORS
 * @property {string} issuer whose access tokens to accept
 * @property {string} outboxDir
 * @property {string} [recaptchaSecret] when set, the mutation requires reCAPTCHA
 * @property {import('../lib/log.mjs').Log} log
 * @property {import('./recaptcha.mjs').RecaptchaVerifier} [verifyRecaptcha] replaces Google's
 *   siteverify (tests)
 *
 * @typedef {object} RunningGraphqlServer
 * @property {string} url
 * @property {string[]} addresses
 * @property {() => Promise<void>} close
 */

/**
 * @param {GraphqlServerOptions} options
 * @returns {Promise<RunningGraphqlServer>}
 */
export async function startGraphqlServer(options) {
  const { port, siteOrigin, issuer, outboxDir, recaptchaSecret, log } = options;
  const verifyRecaptcha =
    options.verifyRecaptcha ??
    (recaptchaSecret ? createRecaptchaVerifier({ secret: recaptchaSecret }) : undefined);

  /** Operation names by request, for the request log line. */
  const operationNames = new WeakMap();

  const yoga = createYoga({
    schema: createSchema({
      typeDefs,
      resolvers: createResolvers({
        verifyAccessToken: createAccessTokenVerifier({ issuer, audience: API_RESOURCE, log }),
        outbox: createOutbox({ dir: outboxDir }),
        verifyRecaptcha,
        log,
      }),
    }),
    graphqlEndpoint: GRAPHQL_PATH,
    // GraphiQL and the landing page load their code from a CDN; the stack must work offline.
    graphiql: false,
    landingPage: false,
    cors: {
      origin: siteOrigin,
      methods: ['GET', 'POST', 'OPTIONS'],
      allowedHeaders: [
        'authorization',
        'content-type',
        'x-recaptcha-site-key',
        'x-recaptcha-token',
        'idempotency-key',
        'apollo-require-preflight',
      ],
      credentials: true,
      maxAge: 600,
    },
    // Unexpected errors reach clients as "Unexpected error." (yoga's default masking).
    maskedErrors: true,
    logging: yogaLogger(log),
    plugins: [
      {
        onParams({ params, context }) {
          const req = /** @type {{ req?: object }} */ (context).req;
          if (req) operationNames.set(req, params.operationName ?? operationNameOf(params.query));
        },
      },
    ],
  });

  const listener = await listenOnLoopback(
    withRequestLog(
      log,
      (req, res) => {
        const { pathname } = new URL(req.url ?? '/', 'http://localhost');
        if (pathname === '/' && req.method === 'GET') {
          sendJson(res, 200, { service: 'HomePay local GraphQL backend', graphql: GRAPHQL_PATH });
          return;
        }
        yoga(req, res);
      },
      (req) => ({ operationName: operationNames.get(req) }),
    ),
    port,
  );

  const url = `http://localhost:${listener.port}${GRAPHQL_PATH}`;
  log({ msg: 'GraphQL backend listening', url, addresses: listener.addresses, outboxDir });
  return {
    url,
    addresses: listener.addresses,
    async close() {
      await listener.close();
      await yoga.dispose();
    },
  };
}

/**
 * The name in `query Member { ... }` when the client did not send operationName.
 * @param {string | undefined} query
 */
function operationNameOf(query) {
  return query?.match(/\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/)?.[1];
}

/**
 * graphql-yoga's logger, as JSON lines. Debug output is dropped.
 * @param {import('../lib/log.mjs').Log} log
 */
function yogaLogger(log) {
  /** @param {'info' | 'warn' | 'error'} level */
  const at =
    (level) =>
    (/** @type {unknown[]} */ ...args) =>
      log({
        level,
        msg: 'graphql-yoga',
        detail: args.map((arg) => (arg instanceof Error ? describeError(arg) : String(arg))),
      });
  return { debug: () => {}, info: at('info'), warn: at('warn'), error: at('error') };
}
