import { E2E_PORT } from './support/origin';
import { startLoadLoop } from './support/loadLoop';
import { requestObserved, type ObservedResponse } from './support/siteProcessOf';
import { startSupervisedStack, type SupervisedStack } from './support/supervisedStack';
import { expect, test } from './support/fixtures';

/**
 * Every core (docs/serving.md#every-core): `npm start` with WEB_CONCURRENCY=2 and no Redis runs
 * two site processes on one port; both serve, a sign-out and the log limit hold across them, and
 * SIGHUP restarts both without a refused connection. Which process answered is read from /proc
 * (siteProcessOf.ts), not from anything the site sends. HTTP plus one sign-in: desktop only.
 */
test.describe.configure({ mode: 'serial' });

// +98: the stack's identity provider, GraphQL and telemetry take +1098..+1100. Not +96: under
// E2E_PORT 5600 its GraphQL port would be 6697, which fetch refuses to reach.
const PORT = E2E_PORT + 98;
const SITE = '/app/hp-vhp';
const LOG_LIMIT = 4;
/** Ports the fetch standard blocks (https://fetch.spec.whatwg.org/#port-blocking), from 1024 up. */
const FETCH_BAD_PORTS = [
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669,
  6679, 6697, 10080,
];

let stack: SupervisedStack | undefined;
let nextClient = 0;
/** A client address of its own (the stack trusts one proxy hop), so tests never share counts. */
const freshClient = () => `198.51.100.${(nextClient += 1)}`;

const sitePids = () => [...(stack?.sitePids().values() ?? [])];
/** The session token signed out by the sign-out test: later processes must refuse it too. */
let signedOutToken: string | undefined;

/** Responses that rendered a member (by pid): none may, for the signed-out token. */
async function memberRenders(): Promise<Array<number | undefined>> {
  test.skip(!signedOutToken, 'needs the sign-out test');
  const responses = await untilBothAnswer(() =>
    requestObserved(PORT, `${SITE}/referral`, sitePids(), {
      headers: { cookie: `hp_vhp_session=${signedOutToken}` },
    }),
  );
  return responses
    .filter((response) => response.status !== 200 || response.body.includes('data-member-name'))
    .map((response) => response.pid);
}

/**
 * Sends `send()` in rounds of `parallel` until both site processes have answered and at least
 * `atLeast` requests went; returns every response. Parallel rounds spread the connections: an
 * idle pair of processes may leave a run of sequential connections to one of them.
 */
async function untilBothAnswer(
  send: () => Promise<ObservedResponse>,
  { atLeast = 4, parallel = 4, maxRounds = 40 } = {},
): Promise<ObservedResponse[]> {
  const responses: ObservedResponse[] = [];
  for (let round = 0; round < maxRounds; round += 1) {
    responses.push(...(await Promise.all(Array.from({ length: parallel }, send))));
    const answered = new Set(responses.map((response) => response.pid));
    if (responses.length >= atLeast && sitePids().every((pid) => answered.has(pid))) break;
  }
  return responses;
}

test.beforeAll(async () => {
  if (test.info().project.name !== 'desktop') return;
  const ports = [PORT, PORT + 1000, PORT + 1001, PORT + 1002];
  expect(ports.filter((port) => FETCH_BAD_PORTS.includes(port))).toEqual([]);
  stack = await startSupervisedStack(PORT, {
    WEB_CONCURRENCY: '2',
    REDIS_URL: '',
    TRUSTED_PROXY_HOPS: '1',
    LOG_RATE_LIMIT_PER_MINUTE: String(LOG_LIMIT),
    // Long enough for a replacement to start while the old process still serves (SIGHUP test).
    SHUTDOWN_DRAIN_SECONDS: '10',
  });
  // Both must be up, not only the first to listen.
  await stack.waitForOutput(/> site#2 started \(pid \d+\)/);
});

test.afterAll(async () => {
  await stack?.stop();
});

test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'one supervised stack per run');
});

test('two site processes start and both answer requests', async () => {
  test.setTimeout(90_000);
  const pids = stack!.sitePids();
  expect([...pids.keys()].sort()).toEqual(['site#1', 'site#2']);
  expect(new Set(pids.values()).size).toBe(2);
  const responses = await untilBothAnswer(() => requestObserved(PORT, SITE, sitePids()));
  expect(responses.filter((response) => response.status !== 200)).toEqual([]);
  expect(new Set(responses.map((response) => response.pid))).toEqual(new Set(pids.values()));
});

test('a sign-out on one site process ends the session on both', async ({ page }) => {
  test.setTimeout(120_000);
  const site = stack!.baseUrl;
  await page.goto(`${site}/referral`);
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${stack!.issuer}/**`);
  await page.getByLabel('Email').fill('client@example.com');
  await page.getByLabel('Password').fill('homepay-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${site}/referral`);
  await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === 'hp_vhp_session')?.value;
  expect(token).toBeTruthy();
  const memberPage = () =>
    requestObserved(PORT, `${SITE}/referral`, sitePids(), {
      headers: { cookie: `hp_vhp_session=${token}` },
    });

  // Before: the cookie renders the member on both processes.
  // Failures list the answering pids, not the pages.
  const signedIn = (responses: ObservedResponse[], expected: boolean) =>
    responses
      .filter((response) => response.body.includes('data-member-name') !== expected)
      .map(({ status, pid }) => ({ status, pid }));
  const before = await untilBothAnswer(memberPage);
  expect(signedIn(before, true)).toEqual([]);

  // Sign out as the browser does (same-origin DELETE carrying the cookie), on whichever answers.
  const signOut = await requestObserved(PORT, `${SITE}/api/session`, sitePids(), {
    method: 'DELETE',
    headers: { cookie: `hp_vhp_session=${token}`, origin: new URL(site).origin },
  });
  expect(signOut.status).toBe(204);

  // After: every following request, on both processes, renders the copied cookie logged out.
  const after = await untilBothAnswer(memberPage, { atLeast: 12 });
  expect(new Set(after.map((response) => response.pid))).toEqual(new Set(sitePids()));
  expect(after.map((response) => response.status).filter((status) => status !== 200)).toEqual([]);
  expect(signedIn(after, false)).toEqual([]);
  signedOutToken = token;
});

test('the per-client log limit counts once across both site processes', async () => {
  test.setTimeout(60_000);
  const client = freshClient();
  const postLog = () =>
    requestObserved(PORT, `${SITE}/api/logs`, sitePids(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify({ level: 'info', message: 'every core test' }),
    });
  const responses = await untilBothAnswer(postLog, { atLeast: LOG_LIMIT + 4, parallel: 2 });
  expect(new Set(responses.map((response) => response.pid))).toEqual(new Set(sitePids()));
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === 204)).toHaveLength(LOG_LIMIT);
  expect(statuses.filter((status) => status !== 204 && status !== 429)).toEqual([]);
});

test('a crashed site process is restarted alone while the other keeps serving', async () => {
  test.setTimeout(90_000);
  const old = stack!.sitePids();
  const [crashed, survivor] = [old.get('site#1')!, old.get('site#2')!];
  const from = stack!.outputLength();
  process.kill(crashed, 'SIGKILL');
  await stack!.waitForOutput(/> site#1 exited \(signal SIGKILL\); restarting in \d+ ms/, from);
  // Meanwhile every new connection is answered, by the survivor.
  const meanwhile = await Promise.all(
    Array.from({ length: 6 }, () => requestObserved(PORT, SITE, [crashed, survivor])),
  );
  expect(meanwhile.map(({ status, pid }) => ({ status, pid }))).toEqual(
    Array.from({ length: 6 }, () => ({ status: 200, pid: survivor })),
  );
  await stack!.waitForOutput(/> site#1 started \(pid \d+\)/, from);
  expect(stack!.sitePids().get('site#2')).toBe(survivor);
  expect(stack!.sitePids().get('site#1')).not.toBe(crashed);
  // The new process was handed the sign-outs made before it started.
  expect(await memberRenders()).toEqual([]);
});

test('SIGHUP restarts both site processes under load with nothing refused or failed', async () => {
  test.setTimeout(180_000);
  const old = stack!.sitePids();
  const from = stack!.outputLength();
  const load = startLoadLoop(stack!.baseUrl);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stack!.signal('SIGHUP');
  for (const [name, pid] of old) {
    const drained = new RegExp(`> ${name} \\(pid ${pid}\\) drained and exited \\(code 0\\)`);
    await stack!.waitForOutput(drained, from, 90_000);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const report = await load.stop();

  expect(report.failures, JSON.stringify(report)).toEqual({});
  expect(report.requests).toBeGreaterThan(50);
  // Only readiness may answer 503 (the draining processes' own); everything else 200.
  const statuses = Object.keys(report.statuses).map(Number);
  expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
  expect(report.statuses[503] ?? 0).toBe(report.readiness.filter((r) => r.status === 503).length);
  // Two new processes, both serving.
  const now = stack!.sitePids();
  expect([...now.keys()].sort()).toEqual(['site#1', 'site#2']);
  for (const [name, pid] of now) expect(pid).not.toBe(old.get(name));
  expect(await memberRenders()).toEqual([]);
});
