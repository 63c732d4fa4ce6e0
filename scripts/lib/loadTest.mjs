// The short mixed load test of `npm run bench` (docs/performance.md#benchmarks): anonymous pages,
// the nanny tax API and a signed-in page against one production server, with its own local identity
// provider and GraphQL backend. Reports errors, p99 latency and the site's RSS before/after (all its
// processes).
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { startLocalStack } from '../../local-stack/start.mjs';
// The local stack's own sign-in driver (PKCE, the demo sign-in form, the code exchange); its
// redirect URI names http://localhost:3000, which is the site origin the stack is started for.
import {
  SITE_ORIGIN as STACK_SITE_ORIGIN,
  signInForTokens,
} from '../../local-stack/tests/helpers.mjs';

/** The calculator request every load sends: a full-time nanny in Texas. */
export const NANNY_TAX_BODY = JSON.stringify({
  taxYear: 2026,
  state: 'TX',
  pay: { amount: 22, per: 'hour', type: 'gross' },
  hoursPerWeek: 45,
  payFrequency: 'weekly',
});

/**
 * Starts the identity provider and GraphQL backend the site under test should use.
 * @param {{ idpPort: number, graphqlPort: number }} ports
 */
export async function startBenchStack({ idpPort, graphqlPort }) {
  return startLocalStack({
    siteOrigin: STACK_SITE_ORIGIN,
    idpPort,
    graphqlPort,
    // Any free port: the bench's site is not pointed at the telemetry sink.
    telemetryPort: 0,
    log: () => {},
  });
}

/**
 * Signs the demo member in at the provider and opens a server session on the site; returns the
 * Cookie header that makes a page render signed in.
 * @param {string} issuer
 * @param {string} siteOrigin
 */
export async function signedInCookie(issuer, siteOrigin) {
  const { access_token: accessToken } = await signInForTokens(issuer, {
    email: 'client@example.com',
  });
  const response = await fetch(`${siteOrigin}/app/hp-vhp/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: siteOrigin },
    body: JSON.stringify({ accessToken }),
  });
  const setCookie = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!response.ok || setCookie.length === 0) {
    throw new Error(`the site refused the session (${response.status})`);
  }
  const cookie = setCookie.join('; ');
  const page = await fetch(`${siteOrigin}/app/hp-vhp/referral`, { headers: { cookie } });
  if (!(await page.text()).includes('data-member-name')) {
    throw new Error('the signed-in page did not render signed in');
  }
  return cookie;
}

/** Resident set size of a process in MB, from /proc (Linux); undefined elsewhere. */
export function rssMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The mix every connection cycles through: three anonymous pages, one API call and one signed-in
 * page.
 * @param {string} cookie the signed-in member's Cookie header
 * @returns {import('autocannon').Request[]}
 */
export function mixedRequests(cookie) {
  return [
    { method: 'GET', path: '/app/hp-vhp' },
    { method: 'GET', path: '/app/hp-vhp/caregivers' },
    { method: 'GET', path: '/app/hp-vhp/nanny-tax-calculator' },
    {
      method: 'POST',
      path: '/app/hp-vhp/api/nanny-tax',
      headers: { 'content-type': 'application/json' },
      body: NANNY_TAX_BODY,
    },
    { method: 'GET', path: '/app/hp-vhp/referral', headers: { cookie } },
  ];
}

/**
 * Runs the mix: every connection cycles through three anonymous pages, one API call and one
 * signed-in page.
 * @param {{ base: string, cookie: string, seconds: number, serverPids: number[] }} options
 */
export async function runMixedLoad({ base, cookie, seconds, serverPids }) {
  const rssOf = () => serverPids.reduce((sum, pid) => sum + (rssMb(pid) ?? 0), 0) || undefined;
  const rssBefore = rssOf();
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: mixedRequests(cookie),
  });
  const rssAfter = rssOf();
  const errors = result.errors + result.timeouts + result.non2xx;
  const mb = (value) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MB`);
  console.log(
    `\nMixed load (anonymous pages, nanny tax API, signed-in page; 10 connections, ${seconds}s)`,
  );
  console.log(
    `  requests        ${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`,
  );
  console.log(
    `  errors          ${errors} (${result.errors} socket, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`,
  );
  console.log(`  latency p99     ${result.latency.p99} ms`);
  console.log(`  server RSS      ${mb(rssBefore)} before, ${mb(rssAfter)} after`);
  return { errors, p99: result.latency.p99, rssBefore, rssAfter };
}
