import { BASE_URL, E2E_ORIGIN } from './support/origin';
import { rawRequest } from './support/rawHttp';
import { expectSecurityHeaders } from './support/securityHeaders';
import { expect, test } from './support/fixtures';

// Not about the screen: one project (desktop) is enough.
test.skip(
  () => test.info().project.name !== 'desktop',
  'not about the screen: one project is enough',
);

test.describe('middleware: the multi-"?" rule', () => {
  test('redirects a URL with raw extra question marks with an uncached 302', async ({
    request,
  }) => {
    const response = await request.get(`${BASE_URL}/caregivers?a=1?b=2?c=3`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toBe('/app/hp-vhp/caregivers?a=1&b=2&c=3');
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('holds with a trailing slash too: one 302, empty parts dropped', async ({ request }) => {
    for (const [target, location] of [
      ['/?a?b', '/app/hp-vhp?a&b'],
      ['/caregivers/?a=1??b=2?', '/app/hp-vhp/caregivers?a=1&b=2'],
    ]) {
      const response = await request.get(`${BASE_URL}${target}`, { maxRedirects: 0 });
      expect(response.status(), target).toBe(302);
      expect(response.headers()['location'], target).toBe(location);
    }
  });

  test('leaves a legitimately encoded %3F alone', async ({ request }) => {
    const response = await request.get(`${BASE_URL}/caregivers?q=what%3Fnow`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('lands the browser on the cleaned URL', async ({ page }) => {
    await page.goto(`${BASE_URL}/referral?rx=abc?utm_source=mail`);
    expect(new URL(page.url()).search).toBe('?rx=abc&utm_source=mail');
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('security headers', () => {
  test('every HTML response has a fresh nonce-based CSP and the static headers', async ({
    request,
  }) => {
    const first = await request.get(`${BASE_URL}/`);
    const second = await request.get(`${BASE_URL}/`);
    const headers = first.headers();
    const csp = headers['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(headers['strict-transport-security']).toMatch(/max-age=(\d+)/);
    expect(
      Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
    ).toBeGreaterThanOrEqual(31536000);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('static files get the static headers and the fallback CSP, without running middleware', async ({
    request,
  }) => {
    const response = await request.get(`${BASE_URL}/favicon.svg`);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('nonce-');
  });

  test("static error pages carry no nonce: one fixed at build time could never match a response's policy", async ({
    request,
  }) => {
    for (const url of [`${E2E_ORIGIN}/elsewhere`, `${E2E_ORIGIN}/favicon.ico`]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-security-policy'], url).not.toContain('nonce-');
      expect(await response.text(), url).not.toMatch(/\snonce=/);
    }
  });

  test('the full header set (Observatory) is on pages, errors, redirects and static files', async ({
    request,
  }) => {
    const html = await (await request.get(`${BASE_URL}/`)).text();
    const script = /<script[^>]+src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(script).toContain('/_next/static/');
    const targets = [
      ['page', `${BASE_URL}/caregivers`, 200],
      ['404 page', `${BASE_URL}/no-such-page`, 404],
      ['outside the base path', `${E2E_ORIGIN}/elsewhere`, 404],
      ['trailing-slash redirect', `${BASE_URL}/caregivers/`, 308],
      ['multi-? redirect', `${BASE_URL}/caregivers?a?b`, 302],
      ['static file', `${BASE_URL}/favicon.svg`, 200],
      ['script bundle', new URL(script, E2E_ORIGIN).href, 200],
      ['API route', `${BASE_URL}/api/health`, 200],
      ['API error', `${BASE_URL}/api/logs`, 405],
    ] as const;
    for (const [what, url, status] of targets) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), what).toBe(status);
      expectSecurityHeaders(response.headers(), what);
    }
    const hints: Array<Record<string, string>> = [
      { RSC: '1' },
      { 'Next-Router-Prefetch': '1', Purpose: 'prefetch' },
    ];
    for (const headers of hints) {
      const response = await request.get(`${BASE_URL}/caregivers`, { headers, maxRedirects: 0 });
      expect(response.status()).toBeLessThan(500);
      expectSecurityHeaders(response.headers(), JSON.stringify(headers));
    }
    const refused = await rawRequest('TRACE /app/hp-vhp/ HTTP/1.1');
    expect(refused.status).toBe(405);
    expectSecurityHeaders(refused.headers, 'TRACE refusal');
  });

  test('first visit creates the visitor, device and session cookies safely', async ({
    request,
  }) => {
    const response = await request.get(`${BASE_URL}/`);
    const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
    for (const name of ['n_vis', 'hpc', 'csc']) {
      const cookie = cookies.find((c) => c.value.startsWith(`${name}=`))?.value ?? '';
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
    }
  });

  test('a malformed cookie never breaks a page', async ({ request }) => {
    const response = await request.get(`${BASE_URL}/`, {
      headers: { cookie: 'n_vis=%E0%A4%A; hpc="; vpm="%%%|<script>|rx1"; csc=' },
    });
    expect(response.status()).toBe(200);
  });
});

test.describe('service routes', () => {
  test('unknown pages answer 404 with the branded, interactive page', async ({ page }) => {
    const response = await page.goto(`${BASE_URL}/no-such-page`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page.locator('h1')).toHaveCount(1);
    // The shell is there on every viewport (the bar is hidden below 960 px, but in the page).
    await expect(page.locator('header nav[aria-label="Main"]')).toBeAttached();
  });

  test('sitemap.xml lists the canonical URL of every indexable page', async ({ request }) => {
    const response = await request.get(`${BASE_URL}/sitemap.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const body = await response.text();
    expect(body).toContain(`<loc>${BASE_URL}</loc>`);
    expect(body).toContain(`<loc>${BASE_URL}/nanny-tax-calculator</loc>`);
    expect(body).not.toContain('authCallback');
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const body = await (await request.get(`${BASE_URL}/robots.txt`)).text();
    expect(body).toContain(`Sitemap: ${BASE_URL}/sitemap.xml`);
    expect(body).toContain('Disallow: /app/hp-vhp/authCallback');
  });

  test('health and readiness probes answer', async ({ request }) => {
    const health = await request.get(`${BASE_URL}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await request.get(`${BASE_URL}/api/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', release: '1.329.0' });
  });

  test('the favicon is served under the base path and linked from every page', async ({ page }) => {
    await page.goto(`${BASE_URL}/`);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      '/app/hp-vhp/favicon.svg',
    );
  });
});
