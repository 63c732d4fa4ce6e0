// When `npm start` runs the local development stack, and on which ports.

/**
 * The local stack stands in for the real services only when neither is configured: a configured
 * identity provider or GraphQL endpoint means a real environment, and mixing a real one with a
 * local one would never work (tokens from one are not accepted by the other).
 * `LOCAL_STACK=off` turns it off; `LOCAL_IDP_PORT` / `LOCAL_GRAPHQL_PORT` /
 * `LOCAL_TELEMETRY_PORT` move it (default 4000 / 4001 / 4002).
 *
 * @param {Record<string, string | undefined>} env
 * @returns {{ start: boolean, reason?: string, idpPort: number, graphqlPort: number,
 *   telemetryPort: number }}
 */
export function localStackPlan(env) {
  const idpPort = portFrom(env.LOCAL_IDP_PORT, 4000);
  const graphqlPort = portFrom(env.LOCAL_GRAPHQL_PORT, 4001);
  const telemetryPort = portFrom(env.LOCAL_TELEMETRY_PORT, 4002);
  if (['off', 'false', '0', 'no'].includes((env.LOCAL_STACK ?? '').trim().toLowerCase())) {
    return { start: false, reason: 'LOCAL_STACK is off', idpPort, graphqlPort, telemetryPort };
  }
  const configured = ['OIDC_AUTHORITY', 'GRAPHQL_URI'].filter((key) => env[key]?.trim());
  if (configured.length > 0) {
    return {
      start: false,
      reason: `${configured.join(' and ')} ${configured.length > 1 ? 'are' : 'is'} configured`,
      idpPort,
      graphqlPort,
      telemetryPort,
    };
  }
  return { start: true, idpPort, graphqlPort, telemetryPort };
}

/**
 * @param {string | undefined} raw
 * @param {number} fallback
 */
function portFrom(raw, fallback) {
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Port must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return port;
}
