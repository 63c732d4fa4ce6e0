import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where the end-to-end suite serves the production build (E2E_PORT, default 3100). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`;
export const BASE_URL = `${E2E_ORIGIN}/app/hp-vhp`;
/** The local stack of the suite's server, beside it so it never meets a developer's `npm start`. */
export const E2E_IDP_PORT = E2E_PORT + 1000;
export const E2E_GRAPHQL_PORT = E2E_PORT + 1001;
export const E2E_ISSUER = `http://localhost:${E2E_IDP_PORT}`;
/** The flag file of the suite's server (FLAG_FILE): tests change flags by rewriting it. */
export const E2E_FLAG_FILE = path.join(tmpdir(), `hp-vhp-e2e-flags-${E2E_PORT}.json`);
/** The suite's telemetry sink (analytics collector and Sentry ingest, local-stack/telemetry). */
export const E2E_TELEMETRY_PORT = E2E_PORT + 1002;
export const E2E_TELEMETRY_URL = `http://localhost:${E2E_TELEMETRY_PORT}`;
/** The core site of the enrollment funnel: CORE_SITE_URL's default, which the suite keeps. */
export const CORE_SITE = 'https://www.care.com';
