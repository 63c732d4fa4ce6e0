// @ts-check
// The local development stack: an OpenID Connect identity provider, the GraphQL backend the
// site talks to, and a telemetry sink (analytics collector + Sentry ingest), for when no real ones
// are configured. `scripts/start.mjs` imports
// startLocalStack; `node local-stack/start.mjs` runs it on its own.
import { realpathSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startGraphqlServer } from './graphql/server.mjs';
import { startIdentityProvider } from './identity-provider/server.mjs';
import { forService, jsonLineLog } from './lib/log.mjs';
import { startTelemetryServer } from './telemetry/server.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** Where e-mails are written unless told otherwise (git-ignored). */
export const DEFAULT_OUTBOX_DIR = join(HERE, 'outbox');

/**
 * @typedef {object} LocalStackOptions
 * @property {string} [siteOrigin] the site's origin, e.g. http://localhost:3000 (the site lives at
 *   `${siteOrigin}/app/hp-vhp`); default http://localhost:3000
 * @property {number} [idpPort] default 4000; 0 picks a free port
 * @property {number} [graphqlPort] default 4001; 0 picks a free port
 * @property {number} [telemetryPort] analytics collector and Sentry ingest, default 4002; 0 picks
 *   a free port
 * @property {string} [outboxDir] default local-stack/outbox
 * @property {string} [recaptchaSecret] when set, taxCalculatorResultSend requires reCAPTCHA
 * @property {import('./lib/log.mjs').Log} [log] receives every log record; default: JSON lines
 *   on stdout
 *
 * @typedef {object} LocalStack
 * @property {string} issuer e.g. http://localhost:4000
 * @property {string} graphqlUrl e.g. http://localhost:4001/graphql
 * @property {string} outboxDir absolute
 * @property {string} telemetryUrl e.g. http://localhost:4002 (GET /events, GET /envelopes)
 * @property {string} analyticsUrl the ANALYTICS_SERVER_URL of the local collector
 * @property {string} sentryDsn the SENTRY_DSN of the local ingest
 * @property {string} analyticsScriptUrl a FLAG_ANALYTICS_SCRIPT_URL serving the analytics SDK's
 *   script build
 * @property {() => Promise<void>} stop closes every server and its connections
 */

/**
 * @param {LocalStackOptions} [options]
 * @returns {Promise<LocalStack>}
 */
export async function startLocalStack({
  siteOrigin = 'http://localhost:3000',
  idpPort = 4000,
  graphqlPort = 4001,
  telemetryPort = 4002,
  outboxDir = DEFAULT_OUTBOX_DIR,
  recaptchaSecret,
  log = jsonLineLog(),
} = {}) {
  const origin = normaliseOrigin(siteOrigin);
  const outbox = resolve(outboxDir);
  await mkdir(outbox, { recursive: true });

  const idp = await startIdentityProvider({
    port: idpPort,
    siteOrigin: origin,
    log: forService(log, 'identity-provider'),
  });
  let graphql;
  try {
    graphql = await startGraphqlServer({
      port: graphqlPort,
      siteOrigin: origin,
      issuer: idp.issuer,
      outboxDir: outbox,
      recaptchaSecret: recaptchaSecret || undefined,
      log: forService(log, 'graphql'),
    });
  } catch (error) {
    await idp.close();
    throw error;
  }
  let telemetry;
  try {
    telemetry = await startTelemetryServer({
      port: telemetryPort,
      siteOrigin: origin,
      log: forService(log, 'telemetry'),
    });
  } catch (error) {
    await Promise.all([idp.close(), graphql.close()]);
    throw error;
  }

  /** @type {Promise<void> | undefined} */
  let stopping;
  return {
    issuer: idp.issuer,
    graphqlUrl: graphql.url,
    outboxDir: outbox,
    telemetryUrl: telemetry.url,
    analyticsUrl: telemetry.analyticsUrl,
    sentryDsn: telemetry.sentryDsn,
    analyticsScriptUrl: telemetry.analyticsScriptUrl,
    stop: () =>
      (stopping ??= Promise.all([idp.close(), graphql.close(), telemetry.close()]).then(
        () => undefined,
      )),
  };
}

/**
 * `http://localhost:3000/` and `http://localhost:3000` are the same origin; the provider compares
 * redirect URIs and CORS origins as exact strings, so settle on the form without a slash.
 * @param {string} value
 */
function normaliseOrigin(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(
      `siteOrigin must be an absolute URL like http://localhost:3000, got "${value}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`siteOrigin must be http(s), got "${value}"`);
  }
  return url.origin;
}

/**
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {string} name
 */
function portFromEnv(value, fallback, name) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new TypeError(`${name} must be a port number, got "${value}"`);
  }
  return port;
}

/** The services `node local-stack/start.mjs <service>` can run alone (one per process). */
export const SERVICES = /** @type {const} */ (['identity-provider', 'graphql', 'telemetry']);

/**
 * Starts one service of the stack on its own, for a supervisor that runs each in its own process
 * (scripts/start.mjs): a crash then takes down one service, not both.
 * @param {(typeof SERVICES)[number]} service
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
async function startService(service, env) {
  const siteOrigin = normaliseOrigin(env.SITE_ORIGIN || 'http://localhost:3000');
  const idpPort = portFromEnv(env.LOCAL_IDP_PORT, 4000, 'LOCAL_IDP_PORT');
  const log = jsonLineLog();
  if (service === 'identity-provider') {
    return startIdentityProvider({ port: idpPort, siteOrigin, log: forService(log, service) });
  }
  if (service === 'telemetry') {
    return startTelemetryServer({
      port: portFromEnv(env.LOCAL_TELEMETRY_PORT, 4002, 'LOCAL_TELEMETRY_PORT'),
      siteOrigin,
      log: forService(log, service),
    });
  }
  const outbox = resolve(env.LOCAL_OUTBOX_DIR || DEFAULT_OUTBOX_DIR);
  await mkdir(outbox, { recursive: true });
  return startGraphqlServer({
    port: portFromEnv(env.LOCAL_GRAPHQL_PORT, 4001, 'LOCAL_GRAPHQL_PORT'),
    siteOrigin,
    // The provider runs in its own process; the backend finds its keys through discovery.
    issuer: `http://localhost:${idpPort}`,
    outboxDir: outbox,
    log: forService(log, service),
  });
}

async function main() {
  const env = process.env;
  const service = process.argv[2];
  if (service !== undefined && !(/** @type {readonly string[]} */ (SERVICES).includes(service))) {
    throw new TypeError(`Unknown service "${service}"; expected one of ${SERVICES.join(', ')}`);
  }
  const running = service
    ? await startService(/** @type {(typeof SERVICES)[number]} */ (service), env)
    : await startLocalStack({
        siteOrigin: env.SITE_ORIGIN || undefined,
        idpPort: portFromEnv(env.LOCAL_IDP_PORT, 4000, 'LOCAL_IDP_PORT'),
        graphqlPort: portFromEnv(env.LOCAL_GRAPHQL_PORT, 4001, 'LOCAL_GRAPHQL_PORT'),
        telemetryPort: portFromEnv(env.LOCAL_TELEMETRY_PORT, 4002, 'LOCAL_TELEMETRY_PORT'),
        outboxDir: env.LOCAL_OUTBOX_DIR || undefined,
      });
  const stop = () => {
    const close = 'stop' in running ? running.stop : running.close;
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.once(signal, stop);
  // Under a supervisor (an IPC channel): never outlive it, even after a `kill -9` of it.
  if (process.send) {
    process.once('disconnect', stop);
    if (!process.connected) stop();
  }
}

// Run as a program only when this file is the entry point, not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
