import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { PAGE_KEYS } from '@/lib/site/seo/pageLinks';
import { BASE_URL, E2E_ISSUER, E2E_PORT } from './support/origin';
import { startSecondSite, type SecondSite } from './support/secondSite';
import { startSupervisedStack, waitUntilUp, type SupervisedStack } from './support/supervisedStack';
import { expect, test } from './support/fixtures';

/** Ports nobody listens on: a stopped identity provider and a stopped GraphQL backend. */
const DEAD_IDP = `http://localhost:${E2E_PORT + 1900}`;
const DEAD_GRAPHQL = `http://localhost:${E2E_PORT + 1901}/graphql`;

test.describe.configure({ mode: 'serial' });

/** Each project (desktop, mobile) runs its own instances, on ports of its own. */
const portFor = (offset: number, project: string) =>
  E2E_PORT + offset + (project === 'mobile' ? 10 : 0);

test.describe('with the identity provider stopped', () => {
  let site: SecondSite;
  test.beforeAll(async ({}, testInfo) => {
    site = await startSecondSite(portFor(50, testInfo.project.name), {
      OIDC_AUTHORITY: DEAD_IDP,
      GRAPHQL_URI: DEAD_GRAPHQL,
    });
  });
  test.afterAll(async () => site.stop());

  test('every page still renders with 200 (the maintenance page with its deliberate 503)', async ({
    request,
  }) => {
    for (const key of PAGE_KEYS.filter((k) => k !== 'notFound')) {
      const path = PAGE_CATALOGUE[key].path;
      const response = await request.get(`${site.baseUrl}${path === '/' ? '' : path}`);
      expect(response.status(), path).toBe(key === 'downtime' ? 503 : 200);
      expect(await response.text(), path).toContain('<h1');
    }
  });

  test('the sign-in button explains the problem', async ({ page }) => {
    await page.goto(`${site.baseUrl}/caregivers`);
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'sign-in service' })).toContainText(
      'We can’t reach the sign-in service right now',
    );
    await expect(page).toHaveURL(`${site.baseUrl}/caregivers`);
  });
});

test.describe('with the GraphQL backend stopped', () => {
  let site: SecondSite;
  test.beforeAll(async ({}, testInfo) => {
    // The same identity provider as the main e2e server, so its session cookie verifies here.
    site = await startSecondSite(portFor(51, testInfo.project.name), {
      OIDC_AUTHORITY: E2E_ISSUER,
      GRAPHQL_URI: DEAD_GRAPHQL,
    });
  });
  test.afterAll(async () => site.stop());

  test('a signed-in member gets the page, logged out, with 200', async ({ page, context }) => {
    await page.goto(`${BASE_URL}/referral`);
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${E2E_ISSUER}/**`);
    await page.getByLabel('Email').fill('client@example.com');
    await page.getByLabel('Password').fill('homepay-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${BASE_URL}/referral`);
    await expect(page.locator('header').getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'hp_vhp_session')).toBe(true);

    const response = await page.request.get(`${site.baseUrl}/referral`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Refer a family');
    expect(html).not.toContain('data-member-name');
  });
});

test.describe('with services killed for real under the npm start supervisor', () => {
  let stack: SupervisedStack;
  test.beforeAll(async () => {
    if (test.info().project.name !== 'desktop') return;
    stack = await startSupervisedStack(E2E_PORT + 80);
  });
  test.afterAll(async () => stack?.stop());
  test.beforeEach(() => {
    test.skip(test.info().project.name !== 'desktop', 'one supervised stack is enough');
  });

  for (const service of ['identity-provider', 'graphql'] as const) {
    test(`pages stay 200 while the ${service} is down, and it is restarted`, async ({
      request,
    }) => {
      const before = stack.pidOf(service);
      const mark = stack.outputLength();
      process.kill(before, 'SIGKILL');
      await stack.waitForOutput(
        new RegExp(`${service} exited \\(signal SIGKILL\\); restarting`),
        mark,
      );
      for (const path of ['', '/caregivers', '/nanny-tax-calculator']) {
        expect((await request.get(`${stack.baseUrl}${path}`)).status(), path).toBe(200);
      }
      await stack.waitForOutput(new RegExp(`${service} started \\(pid \\d+\\)`), mark);
      expect(stack.pidOf(service)).not.toBe(before);
      if (service === 'identity-provider') {
        await waitUntilUp(`${stack.issuer}/.well-known/openid-configuration`, 20_000);
      }
    });
  }

  test('a killed site is restarted and serves again', async ({ request }) => {
    const before = stack.pidOf('site');
    const mark = stack.outputLength();
    process.kill(before, 'SIGKILL');
    await stack.waitForOutput(/site exited \(signal SIGKILL\); restarting/, mark);
    await waitUntilUp(`${stack.baseUrl}/api/health`, 25_000);
    expect(stack.pidOf('site')).not.toBe(before);
    expect((await request.get(`${stack.baseUrl}/caregivers`)).status()).toBe(200);
  });
});
