import type { Page } from '@playwright/test';
import {
  BASE_URL,
  E2E_GRAPHQL_PORT,
  E2E_ISSUER,
  E2E_PORT,
  E2E_TELEMETRY_URL,
} from './support/origin';
import { startSecondSite, type SecondSite } from './support/secondSite';
import { cookieValue, eventsOf, signIn } from './support/telemetry';
import { startTelemetrySink, type TelemetrySink } from './support/telemetrySink';
import { expect, test } from './support/fixtures';

test.skip(
  () => test.info().project.name !== 'desktop',
  'what the sinks receive is the same for any device: one project is enough',
);

/**
 * No secret in any event (docs/tracking.md#scrubbing-analytics, docs/platform.md#redaction):
 * everything the collector, the data layer, the error ingest and the server log received is
 * grepped for the sign-in code and state, tokens and e-mail addresses.
 */

/** Everything a sink received: analytics events, data-layer reports and Sentry envelopes. */
async function everythingReceived(sink: string): Promise<string> {
  const bodies = await Promise.all(
    ['/events', '/datalayer', '/envelopes'].map(async (path) =>
      (await fetch(`${sink}${path}`)).text(),
    ),
  );
  return bodies.join('\n');
}

/** Starts tracking at once (a touch), as a visitor would. */
async function touch(page: Page) {
  await page.mouse.move(5, 5);
  await page.mouse.wheel(0, 200);
}

test.describe('secrets', () => {
  test('the real sign-in callback’s code and state reach no collector, data layer or error ingest', async ({
    page,
    context,
  }) => {
    test.slow();
    const callbacks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/authCallback?')) callbacks.push(request.url());
    });
    await page.goto('caregivers');
    await touch(page);
    await signIn(page, 'client@example.com');
    await page.waitForURL(`${BASE_URL}/caregivers`);
    await touch(page);
    const callback = new URL(callbacks[0] ?? 'http://x/');
    const code = callback.searchParams.get('code') ?? '';
    const state = callback.searchParams.get('state') ?? '';
    expect(code.length).toBeGreaterThan(8);
    expect(state.length).toBeGreaterThan(8);

    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    // The callback's own page view arrives (by the runtime or the recorder), with its URL scrubbed.
    await expect
      .poll(
        async () =>
          (await eventsOf(deviceId))
            .map((event) => (event.event_properties?.url as string | undefined) ?? '')
            .find((url) => url.includes('/authCallback?')),
        { timeout: 20_000 },
      )
      .toContain('code=[redacted]');
    await page.waitForTimeout(1000);
    const received = await everythingReceived(E2E_TELEMETRY_URL);
    const dataLayer = await page.evaluate(() => JSON.stringify(window.dataLayer ?? []));
    for (const secret of [code, state]) {
      expect(received).not.toContain(secret);
      expect(received).not.toContain(encodeURIComponent(secret));
      expect(dataLayer).not.toContain(secret);
    }
  });
});

test.describe('secrets on an instance of its own, with its server log', () => {
  test.describe.configure({ mode: 'serial' });
  let sink: TelemetrySink;
  let site: SecondSite;
  test.beforeAll(async () => {
    const port = E2E_PORT + 62;
    sink = await startTelemetrySink(port + 1000, `http://localhost:${port}`);
    site = await startSecondSite(port, {
      ANALYTICS_API_KEY: 'local-analytics-key',
      ANALYTICS_SERVER_URL: sink.analyticsUrl,
      SENTRY_DSN: sink.sentryDsn,
      SENTRY_TRACES_SAMPLE_RATE: '1',
      GTM_CONTAINER_ID: 'GTM-LOCAL',
      GTM_SCRIPT_ORIGIN: sink.url,
      OIDC_AUTHORITY: E2E_ISSUER,
      GRAPHQL_URI: `http://localhost:${E2E_GRAPHQL_PORT}/graphql`,
      LOG_LEVEL: 'info',
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await sink?.stop();
  });

  const SECRETS = /F0RGEDc0de1|F0RGEDstate2|SESSst8|maria\.secret|T0KENsecret9|k3ySECRET/;

  test('a forged callback and ?email=/?token= on an ordinary page leave no secret anywhere', async ({
    page,
  }) => {
    test.slow();
    const leaks: string[] = [];
    await page.goto(
      `${site.baseUrl}/authCallback?code=F0RGEDc0de1&state=F0RGEDstate2&session_state=SESSst8&iss=${encodeURIComponent(E2E_ISSUER)}`,
    );
    await touch(page);
    await page.waitForTimeout(3000);
    leaks.push(await page.evaluate(() => JSON.stringify(window.dataLayer ?? [])));
    for (const query of [
      'email=maria.secret%40example.com&token=T0KENsecret9&utm_source=x',
      'email=maria.secret@example.com&apiKey=k3ySECRET&utm_source=x',
    ]) {
      await page.goto(`${site.baseUrl}/sample-senior-care-contract?${query}`);
      await touch(page);
      await page.waitForTimeout(2500);
      leaks.push(await page.evaluate(() => JSON.stringify(window.dataLayer ?? [])));
    }
    await page.goto('about:blank');
    await page.waitForTimeout(1000);

    const received = await everythingReceived(sink.url);
    // Not vacuous: the pages were tracked, with their URLs scrubbed.
    expect(received).toContain('utm_source=x');
    expect(received).toContain('token=[redacted]');
    expect(received).toContain('code=[redacted]');
    expect(received).not.toMatch(SECRETS);
    for (const dataLayer of leaks) expect(dataLayer).not.toMatch(SECRETS);
    expect(site.stdout()).not.toMatch(SECRETS);
  });
});
