import { Redis } from 'ioredis';
import { BASE_URL, E2E_ISSUER, E2E_PORT } from './support/origin';
import { expect, test } from './support/fixtures';
import { startSecondSite, type SecondSite } from './support/secondSite';
import { REDIS_MISSING, REDIS_SERVER, startTestRedis, type TestRedis } from '../setup/redisServer';

/**
 * Two instances of the production build behind one Redis (docs/operations.md#shared-state): limits
 * and sign-outs hold across them, Redis going away costs no request, and sharing resumes when it
 * returns. Desktop only: the instances and the Redis are one set per run.
 */
test.describe.configure({ mode: 'serial' });

const PORTS = [E2E_PORT + 92, E2E_PORT + 93] as const;
const LOG_LIMIT = 3;
const GRAPHQL_URI = `http://localhost:${E2E_PORT + 1001}/graphql`;

let redis: TestRedis | undefined;
let probe: Redis | undefined;
let sites: SecondSite[] = [];
let nextClient = 0;

/** A client address of its own (the instances trust one proxy hop), so tests never share counts. */
const freshClient = () => `198.51.100.${(nextClient += 1)}`;

async function postLog(site: SecondSite, client: string): Promise<number> {
  const response = await fetch(`${site.baseUrl}/api/logs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ level: 'info', message: 'shared state test' }),
  });
  return response.status;
}

async function memberPage(
  site: SecondSite,
  token: string,
): Promise<{ status: number; html: string }> {
  const response = await fetch(`${site.baseUrl}/referral`, {
    headers: { cookie: `hp_vhp_session=${token}` },
  });
  return { status: response.status, html: await response.text() };
}

/** Both instances count in Redis again: each one's count for a fresh client appears there. */
async function untilShared(): Promise<void> {
  for (const site of sites) {
    await expect
      .poll(
        async () => {
          const client = freshClient();
          await postLog(site, client);
          return probe?.exists(`hp-vhp:logs:${client}`).catch(() => 0);
        },
        { timeout: 15_000, intervals: [250] },
      )
      .toBe(1);
  }
}

test.beforeAll(async () => {
  if (test.info().project.name !== 'desktop' || !REDIS_SERVER) return;
  redis = await startTestRedis(REDIS_SERVER);
  probe = new Redis(redis.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // It reconnects by itself after the restart; its errors while Redis is away are expected.
  probe.on('error', () => undefined);
  sites = await Promise.all(
    PORTS.map((port) =>
      startSecondSite(port, {
        REDIS_URL: redis?.url ?? '',
        OIDC_AUTHORITY: E2E_ISSUER,
        GRAPHQL_URI,
        TRUSTED_PROXY_HOPS: '1',
        LOG_RATE_LIMIT_PER_MINUTE: String(LOG_LIMIT),
      }),
    ),
  );
});

test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  probe?.disconnect();
  await redis?.stop();
});

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'one pair of instances per run');
  test.skip(!REDIS_SERVER, REDIS_MISSING);
});

test('a page-cache response names its outcome in Server-Timing', async () => {
  const [a] = sites;
  const timings: string[] = [];
  for (let i = 0; i < 2; i += 1) {
    const response = await fetch(`${a!.baseUrl}/caregivers`);
    expect(response.status).toBe(200);
    timings.push(response.headers.get('server-timing') ?? '');
  }
  expect(timings[0]).toMatch(/^cache;desc="(miss|shared|hit)";dur=\d+(\.\d+)?$/);
  expect(timings[1]).toMatch(/^cache;desc="hit";dur=/);
});

test('the per-client log limit holds across both instances', async () => {
  const [a, b] = sites;
  const client = freshClient();
  const statuses = [];
  for (let i = 0; i < LOG_LIMIT + 2; i += 1) statuses.push(await postLog(i % 2 ? b! : a!, client));
  expect(statuses).toEqual([204, 204, 204, 429, 429]);
});

test('sign-out on one instance ends the session on the other; Redis down and back', async ({
  page,
}) => {
  const [a, b] = sites;
  // A session from the suite's own server and identity provider (same issuer as the instances).
  await page.goto(`${BASE_URL}/referral`);
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${E2E_ISSUER}/**`);
  await page.getByLabel('Email').fill('client@example.com');
  await page.getByLabel('Password').fill('homepay-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${BASE_URL}/referral`);
  await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === 'hp_vhp_session')?.value;
  expect(token).toBeTruthy();

  // The copied cookie renders the member on B.
  expect((await memberPage(b!, token!)).html).toContain('data-member-name');

  // Sign out on A, as the browser does (same-origin DELETE carrying the cookie).
  const signOut = await fetch(`${a!.baseUrl}/api/session`, {
    method: 'DELETE',
    headers: { cookie: `hp_vhp_session=${token}`, origin: new URL(a!.baseUrl).origin },
  });
  expect(signOut.status).toBe(204);

  // B now renders the copied cookie logged out, and will not open a new session with the token.
  const afterSignOut = await memberPage(b!, token!);
  expect(afterSignOut.status).toBe(200);
  expect(afterSignOut.html).not.toContain('data-member-name');
  const reopen = await fetch(`${b!.baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(b!.baseUrl).origin },
    body: JSON.stringify({ accessToken: token }),
  });
  expect(reopen.status).toBe(401);

  // Redis goes away: both instances keep serving everything, with no 5xx.
  await redis!.stop();
  const statuses: number[] = [];
  for (const site of sites) {
    for (const path of ['', '/caregivers', '/referral', '/api/health', '/api/ready']) {
      statuses.push((await fetch(`${site.baseUrl}${path}`)).status);
    }
    statuses.push((await memberPage(site, token!)).status);
    statuses.push(await postLog(site, freshClient()));
  }
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
  // A still knows its own sign-out.
  expect((await memberPage(a!, token!)).html).not.toContain('data-member-name');
  // Limits are per instance meanwhile: each admits the full limit for one client.
  const client = freshClient();
  const perInstance = [];
  for (const site of [a!, b!]) {
    for (let i = 0; i < LOG_LIMIT + 1; i += 1) perInstance.push(await postLog(site, client));
  }
  expect(perInstance).toEqual([204, 204, 204, 429, 204, 204, 204, 429]);

  // Redis is back (empty): both instances share again, and A has written its sign-out back.
  await redis!.start();
  await untilShared();
  const shared = freshClient();
  const sharedStatuses = [];
  for (let i = 0; i < LOG_LIMIT + 1; i += 1) {
    sharedStatuses.push(await postLog(i % 2 ? b! : a!, shared));
  }
  expect(sharedStatuses).toEqual([204, 204, 204, 429]);
  await expect
    .poll(async () => (await memberPage(b!, token!)).html.includes('data-member-name'))
    .toBe(false);
});

test('a stalled Redis (paused, connections open) costs no request and no long wait', async () => {
  redis!.pause();
  try {
    const slowest: number[] = [];
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (const site of sites) {
        const started = Date.now();
        statuses.push(await postLog(site, freshClient()));
        statuses.push((await fetch(`${site.baseUrl}/referral`)).status);
        slowest.push(Date.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // At most a command timeout (500 ms) each, and none once the stall has been noticed.
    expect(Math.max(...slowest)).toBeLessThan(3_000);
  } finally {
    redis!.resume();
  }
  await untilShared();
});
