import { E2E_PORT } from './support/origin';
import { startSecondSite, type SecondSite } from './support/secondSite';
import { expect, expectNoProblems, test } from './support/fixtures';
import { cookieValue, directiveOf, eventsOf, nonceOf } from './support/telemetry';
import { startTelemetrySink, type TelemetrySink } from './support/telemetrySink';

test.skip(
  () => test.info().project.name !== 'desktop',
  'what the sinks receive is the same for any device: one project is enough',
);

/**
 * FLAG_ANALYTICS_SCRIPT_URL (docs/tracking.md#what-loads-when): with it set, the analytics SDK
 * comes from that URL (the local sink serves the SDK's script build from node_modules) instead of
 * the bundled chunk. It needs a server started with the variable, so it runs on an instance of its
 * own, with a sink of its own for that instance's origin.
 */
test.describe('tracking on an instance of its own', () => {
  test.describe.configure({ mode: 'serial' });
  let sink: TelemetrySink;
  let site: SecondSite;
  test.beforeAll(async () => {
    const port = E2E_PORT + 56;
    sink = await startTelemetrySink(port + 1000, `http://localhost:${port}`);
    site = await startSecondSite(port, {
      ANALYTICS_API_KEY: 'local-analytics-key',
      ANALYTICS_SERVER_URL: sink.analyticsUrl,
      FLAG_ANALYTICS_SCRIPT_URL: sink.analyticsScriptUrl,
      SENTRY_DSN: sink.sentryDsn,
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    await sink?.stop();
  });

  test('loads the analytics SDK from FLAG_ANALYTICS_SCRIPT_URL with the nonce, and events still arrive', async ({
    page,
    context,
    problems,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const response = await page.goto(`${site.baseUrl}/caregivers`);
    const csp = response?.headers()['content-security-policy'];
    expect(directiveOf(csp, 'script-src').split(' ')).toContain(sink.url);

    const deviceId = (await cookieValue(context, 'hpc')) ?? '';
    await expect
      .poll(
        async () =>
          (await eventsOf(deviceId, sink.url)).find((event) => event.event_type === 'viewedVhp')
            ?.event_properties?.page_id,
        { timeout: 20_000 },
      )
      .toBe('hp-vhp-caregivers');
    const sdk = await page.evaluate(
      (src) => [...document.scripts].find((script) => script.src === src)?.nonce ?? null,
      sink.analyticsScriptUrl,
    );
    expect(sdk).not.toBeNull();
    expect(sdk).toBe(nonceOf(csp));
    expect(scripts).toContain(sink.analyticsScriptUrl);
    // Instead of the bundled chunk: none of the site's own scripts carries the SDK (its library
    // name; the page-view recorder names Amplitude's endpoint, so the host is no marker).
    const own = scripts.filter((url) => url.startsWith(site.baseUrl));
    const bodies = await Promise.all(own.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => body.includes('amplitude-ts'))).toBe(false);
    await expectNoProblems(problems);
  });

  test('its server registered Sentry’s diagnostics-channel hooks', () => {
    // The warning @sentry/node printed when the standalone server could not (next.config.js).
    expect(site.stderr()).not.toContain('Failed to register diagnostics-channel');
  });
});
