import { writeFileSync } from 'node:fs';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { BASE_URL, E2E_FLAG_FILE, E2E_ISSUER } from './support/origin';
import { expect, expectNoProblems, test } from './support/fixtures';

test.skip(
  () => test.info().project.name !== 'desktop',
  'server responses, the same for any device: one project is enough',
);

/** The nonce of a response's CSP header, and every nonce attribute its HTML carries. */
async function nonces(response: APIResponse) {
  const policy = response.headers()['content-security-policy'] ?? '';
  const header = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  const html = await response.text();
  const attributes = new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]));
  return { header, attributes, html };
}

const visitorIdOf = (html: string) => /"visitorId":"([^"]+)"/.exec(html)?.[1];

test.describe('cached anonymous pages', () => {
  test('two anonymous responses carry different nonces, each consistent with its header', async ({
    request,
  }) => {
    const first = await nonces(await request.get('caregivers', { headers: { cookie: '' } }));
    const second = await nonces(await request.get('caregivers', { headers: { cookie: '' } }));
    for (const response of [first, second]) {
      expect(response.header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect([...response.attributes]).toEqual([response.header]);
    }
    expect(first.header).not.toBe(second.header);
  });

  test('the page hydrates with no CSP violation and answers private, no-store', async ({
    page,
    problems,
  }) => {
    const response = await page.goto('product-and-pricing?utm_source=e2e');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    expect(response?.headers().etag).toBeUndefined();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('header').getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expectNoProblems(problems);
  });

  test('issues the visitor cookies when missing and keeps them when present', async ({
    playwright,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL: `${BASE_URL}/` });
    const first = await visitor.get('senior-care');
    const issued = first.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
    expect(issued.map((h) => h.value.split('=')[0]).sort()).toEqual(['csc', 'hpc', 'n_vis']);
    const visitorId = /n_vis=([^;]+)/.exec(issued.map((h) => h.value).join('\n'))?.[1];
    expect(visitorIdOf(await first.text())).toBe(visitorId);

    const again = await visitor.get('senior-care');
    expect(again.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie')).toBe(false);
    expect(visitorIdOf(await again.text())).toBe(visitorId);
    await visitor.dispose();
  });

  test('a request that claims to be a render request from outside gets no placeholder', async ({
    request,
  }) => {
    const headers = { 'x-hp-internal-render': 'guess', 'x-hp-render-flags': 'e30' };
    const one = await nonces(await request.get('', { headers }));
    const two = await nonces(await request.get('', { headers }));
    expect(one.header).not.toMatch(/^ph[0-9a-f]{30}$/);
    expect(one.header).not.toBe(two.header);
  });

  test('a flag changed between two requests changes the second page', async ({ request }) => {
    // It changes the suite's shared flag file: the file runs in one project only (above).
    const ogImage = async (client: APIRequestContext) => {
      const html = await (await client.get('senior-care')).text();
      return /property="og:image" content="([^"]+)"/.exec(html)?.[1];
    };
    expect(await ogImage(request)).toBe(`${BASE_URL}/static/images/og-image.png`);
    try {
      writeFileSync(E2E_FLAG_FILE, JSON.stringify({ assetUrl: 'https://assets.example.com/hp' }));
      await expect
        .poll(() => ogImage(request), { timeout: 10_000 })
        .toBe('https://assets.example.com/hp/og-image.png');
    } finally {
      writeFileSync(E2E_FLAG_FILE, '{}');
    }
    await expect
      .poll(() => ogImage(request), { timeout: 10_000 })
      .toBe(`${BASE_URL}/static/images/og-image.png`);
  });

  test('a signed-in member gets their own name; anonymous visitors never do', async ({
    page,
    playwright,
  }) => {
    await page.goto('caregivers');
    await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${E2E_ISSUER}/**`);
    await page.getByLabel('Email').fill('client@example.com');
    await page.getByLabel('Password').fill('homepay-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${BASE_URL}/caregivers`);

    const anonymous = await playwright.request.newContext({ baseURL: `${BASE_URL}/` });
    const [memberHtml, ...anonymousHtml] = await Promise.all([
      page.reload().then((response) => response?.text() ?? ''),
      ...Array.from({ length: 6 }, () =>
        anonymous.get('caregivers').then((response) => response.text()),
      ),
    ]);
    expect(memberHtml).toContain('Hi, <!-- -->Maria');
    for (const html of anonymousHtml) {
      expect(html.includes('data-member-name'), 'member greeting in an anonymous page').toBe(false);
      expect(html.includes('client@example.com'), 'member e-mail in an anonymous page').toBe(false);
      expect(html.includes('"isLoggedIn":false'), 'anonymous auth state').toBe(true);
    }
    await anonymous.dispose();
  });
});
