// `npm start`: builds when needed, then serves the production site at
// http://localhost:$PORT/app/hp-vhp (PORT defaults to 3000) until interrupted. When no identity
// provider and no GraphQL endpoint are configured, it also runs the local development stack
// (local-stack/) on loopback and points the site at it, so sign-in works on a fresh machine.
//
// Every service is its own child process under one supervisor (scripts/lib/supervisor.mjs): a
// crashed child is reported and restarted with back-off, SIGTERM/SIGINT stop them all, and no
// child outlives this process. The site is one process running the production entry point, exactly
// as the image runs it (docs/operations.md#one-process-per-instance).
import path from 'node:path';
import { ensureBuild, ROOT, SITE_SERVER } from './lib/build.mjs';
import { localStackPlan } from './lib/localStack.mjs';
import { createSupervisor } from './lib/supervisor.mjs';
import { requireNodeRuntime } from './lib/nodeRuntime.mjs';
import {
  ANALYTICS_PATH,
  LOCAL_ANALYTICS_KEY,
  LOCAL_GTM_CONTAINER_ID,
  LOCAL_SENTRY_KEY,
  LOCAL_SENTRY_PROJECT,
} from '../local-stack/telemetry/server.mjs';

requireNodeRuntime();
const port = process.env.PORT ?? '3000';
const siteOrigin = process.env.SITE_ORIGIN ?? `http://localhost:${port}`;
await ensureBuild();

/** Seconds from the environment (validated again, with the key named, by the site itself). */
const seconds = (/** @type {string | undefined} */ value, /** @type {number} */ fallback) =>
  Number.isFinite(Number(value)) && value ? Number(value) : fallback;

/**
 * The site: the production entry point (the front server ahead of Next.js), one process. Its stop
 * may take the drain and finish periods together (docs/operations.md#graceful-shutdown).
 * @param {NodeJS.ProcessEnv} env
 */
function siteService(env) {
  const shutdownSeconds =
    seconds(env.SHUTDOWN_DRAIN_SECONDS, 10) + seconds(env.SHUTDOWN_FINISH_SECONDS, 15);
  return {
    name: 'site',
    args: [SITE_SERVER],
    cwd: ROOT,
    env,
    graceMs: (shutdownSeconds + 5) * 1000,
  };
}

/**
 * One service of the local stack.
 * @param {'identity-provider' | 'graphql' | 'telemetry'} service
 * @param {NodeJS.ProcessEnv} env
 */
function localStackService(service, env) {
  return { name: service, args: [path.join(ROOT, 'local-stack', 'start.mjs'), service], env };
}

const plan = localStackPlan(process.env);
const supervisor = createSupervisor();
/** @type {Record<string, string>} */
let stackEnv = {};
if (plan.start) {
  const issuer = `http://localhost:${plan.idpPort}`;
  const graphqlUrl = `http://localhost:${plan.graphqlPort}/graphql`;
  const env = {
    ...process.env,
    SITE_ORIGIN: siteOrigin,
    LOCAL_IDP_PORT: String(plan.idpPort),
    LOCAL_GRAPHQL_PORT: String(plan.graphqlPort),
    LOCAL_TELEMETRY_PORT: String(plan.telemetryPort),
  };
  supervisor.start(localStackService('identity-provider', env));
  supervisor.start(localStackService('graphql', env));
  supervisor.start(localStackService('telemetry', env));
  const telemetryUrl = `http://localhost:${plan.telemetryPort}`;
  // A configured container id is a real container: it keeps Google's origin unless told otherwise.
  const localContainer = !process.env.GTM_CONTAINER_ID;
  stackEnv = {
    // Analytics, the tag-manager container and error reporting go to the local sink unless
    // configured otherwise, so a developer sees every event, data-layer push and error the site
    // would send (GET /events, GET /datalayer, GET /envelopes).
    ANALYTICS_API_KEY: process.env.ANALYTICS_API_KEY || LOCAL_ANALYTICS_KEY,
    ANALYTICS_SERVER_URL: process.env.ANALYTICS_SERVER_URL || `${telemetryUrl}${ANALYTICS_PATH}`,
    // Every page view's web vitals, so a developer (and the e2e suite) sees them all.
    WEB_VITALS_SAMPLE_RATE: process.env.WEB_VITALS_SAMPLE_RATE || '1',
    ...(localContainer
      ? {
          GTM_CONTAINER_ID: LOCAL_GTM_CONTAINER_ID,
          GTM_SCRIPT_ORIGIN: process.env.GTM_SCRIPT_ORIGIN || telemetryUrl,
        }
      : {}),
    ...(process.env.SENTRY_DSN
      ? {}
      : {
          SENTRY_DSN: `http://${LOCAL_SENTRY_KEY}@localhost:${plan.telemetryPort}/${LOCAL_SENTRY_PROJECT}`,
          // Every page load and request traced, so an error in the local ingest comes with its
          // trace (unless SENTRY_TRACES_SAMPLE_RATE says otherwise).
          SENTRY_TRACES_SAMPLE_RATE: process.env.SENTRY_TRACES_SAMPLE_RATE || '1',
        }),
    OIDC_AUTHORITY: issuer,
    GRAPHQL_URI: graphqlUrl,
  };
  console.log(`> Local identity provider: ${issuer} (demo accounts on its sign-in page)`);
  console.log(`> Local GraphQL backend: ${graphqlUrl}`);
  console.log(
    `> Local telemetry: ${telemetryUrl}/events (analytics), ${telemetryUrl}/datalayer (tag manager), ${telemetryUrl}/envelopes (errors and traces)`,
  );
} else if (plan.reason) {
  console.log(`> Local stack not started: ${plan.reason}`);
}

const siteEnv = {
  ...process.env,
  PORT: port,
  // Loopback unless told otherwise: a developer machine should not serve its network.
  HOSTNAME: process.env.BIND_ADDRESS ?? '127.0.0.1',
  SITE_ORIGIN: siteOrigin,
  NEXT_TELEMETRY_DISABLED: '1',
  ...stackEnv,
};
supervisor.start(siteService(siteEnv));
console.log(`> Site: ${siteOrigin}/app/hp-vhp`);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`> ${signal}: stopping every service`);
    supervisor.stopAll().then(() => process.exit(0));
  });
}
