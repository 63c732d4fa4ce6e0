import { BASE_URL, E2E_PORT } from './support/origin';
import { rawRequest } from './support/rawHttp';
import { startSecondSite } from './support/secondSite';
import { expectSecurityHeaders } from './support/securityHeaders';
import { envelopes } from './support/telemetry';
import { expect, test } from './support/fixtures';

/**
 * The odd answers (docs/serving.md#error-pages, #health-and-shutdown, #visitor-cookies): probes
 * that ignore bodies, the no-Host 400, the styled 404 under the prefixes middleware skips, the 400
 * for a broken percent-encoding, `/_next/image` off, and cookies whose `Secure` comes from the
 * configuration. HTTP only: desktop only.
 */
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'HTTP only: one project is enough');
});

/** The nonce of a CSP header, and every distinct nonce attribute of the page. */
function nonces(csp: string | undefined, html: string): { header: string; page: string[] } {
  const header = /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? '';
  const page = [...new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))];
  return { header, page: page.filter((value): value is string => value !== undefined) };
}

const serverEventCount = async () =>
  (await envelopes({ type: 'event' })).flatMap((envelope) =>
    envelope.items.filter(
      (item) =>
        item.header.type === 'event' && (item.payload as { platform?: string }).platform === 'node',
    ),
  ).length;

test('health and ready ignore a malformed body: 200, and no error report', async () => {
  const before = await serverEventCount();
  for (const probe of ['health', 'ready']) {
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${BASE_URL}/api/${probe}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"not json',
      });
      expect(response.status, probe).toBe(200);
    }
  }
  // Reports are sent in the background: give them time to arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(await serverEventCount()).toBe(before);
});

test('a request without Host gets a 400 with the security headers', async () => {
  const answer = await rawRequest('GET /app/hp-vhp/ HTTP/1.1', { host: null });
  expect(answer.status).toBe(400);
  expect(answer.headers.connection).toBe('close');
  expectSecurityHeaders(answer.headers, 'the no-Host 400');
});

test('unknown paths under the prefixes middleware skips get the styled 404 with a matching nonce', async ({
  request,
}) => {
  for (const path of [
    'static/nothing',
    'static/images/missing.svg/x',
    'favicon-x',
    'favicon.ico/x',
    'robots.txt/x',
    'fonts/missing',
  ]) {
    const response = await request.get(path);
    const html = await response.text();
    const headers = response.headers();
    expect(response.status(), path).toBe(404);
    expectSecurityHeaders(headers, path);
    const { header, page } = nonces(headers['content-security-policy'], html);
    expect(header, path).not.toBe('');
    expect(page, path).toEqual([header]);
    // Styled: emotion's server styles are inline, so they carry the nonce.
    const escaped = header.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(html, path).toMatch(
      new RegExp(`<style data-emotion="[^"]*"[^>]* nonce="${escaped}"[^>]*>`),
    );
  }
});

test('the 404 under static/ renders styled in the browser, with no CSP violation', async ({
  page,
  problems,
}) => {
  const response = await page.goto('static/nothing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await problems.cspViolations()).toEqual([]);
});

test('a broken percent-encoding gets a 400 page whose nonce matches its header', async ({
  request,
}) => {
  const response = await request.get(`${BASE_URL}/%E0%A4%A`);
  expect(response.status()).toBe(400);
  const { header, page } = nonces(
    response.headers()['content-security-policy'],
    await response.text(),
  );
  expect(header).not.toBe('');
  expect(page).toEqual([header]);
});

test('/_next/image is off: a 404 with frame-ancestors', async ({ request }) => {
  const response = await request.get(
    `${BASE_URL}/_next/image?url=%2Fapp%2Fhp-vhp%2Ffavicon.svg&w=64&q=75`,
  );
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expectSecurityHeaders(response.headers(), '/_next/image');
});

test('visitor cookies carry Secure from the configuration, alike on the cached and the rendered path', async () => {
  test.setTimeout(90_000);
  const setCookies = async (url: string) => {
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status, url).toBe(200);
    return response.headers.getSetCookie();
  };
  for (const [env, secure] of [
    [{ SECURE_COOKIES: 'true' }, true],
    [{}, false],
  ] as const) {
    const site = await startSecondSite(E2E_PORT + 74, env);
    try {
      // The page cache's path (no query), then Next.js's (a referral parameter is not cacheable).
      for (const url of [`${site.baseUrl}/caregivers`, `${site.baseUrl}/caregivers?rx=REF42`]) {
        const cookies = await setCookies(url);
        const visitor = cookies.filter((cookie) => /^(n_vis|hpc|csc)=/.test(cookie));
        expect(visitor, url).toHaveLength(3);
        for (const cookie of visitor)
          expect(/;\s*Secure/i.test(cookie), `${url}: ${cookie}`).toBe(secure);
      }
    } finally {
      await site.stop();
    }
  }
});
