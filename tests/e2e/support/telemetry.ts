import type { BrowserContext, Page } from '@playwright/test';
import { E2E_ISSUER, E2E_TELEMETRY_URL } from './origin';
import { expect } from './fixtures';

/**
 * Reading back what the suite's telemetry sink (local-stack/telemetry,
 * docs/tracking.md#verifying-tracking-locally) received: analytics events, Sentry envelopes and the
 * stand-in container's data-layer reports.
 */

/** One analytics event as the local collector keeps it (Amplitude HTTP API v2 shape). */
export interface CollectedEvent {
  event_type: string;
  device_id?: string;
  user_id?: string;
  insert_id?: string;
  session_id?: number;
  event_properties?: Record<string, unknown>;
}

export interface CollectedEnvelope {
  header: Record<string, unknown>;
  items: { header: { type?: string }; payload: unknown }[];
}

/** One data-layer message as the stand-in container reported it. */
export interface DataLayerReport {
  containerId: string;
  loadId: string;
  seq: number;
  path: string;
  message: Record<string, unknown> | null;
}

export async function cookieValue(
  context: BrowserContext,
  name: string,
): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name)?.value;
}

/** The events of one browser (its `hpc` device id), oldest first. */
export async function eventsOf(deviceId: string, sink = E2E_TELEMETRY_URL) {
  const response = await fetch(`${sink}/events`);
  const { events } = (await response.json()) as { events: CollectedEvent[] };
  return events.filter((event) => event.device_id === deviceId);
}

/** Envelopes, optionally only those with an item of `type` and naming `traceId`. */
export async function envelopes(
  filter: { type?: 'event' | 'transaction'; traceId?: string } = {},
): Promise<CollectedEnvelope[]> {
  const query = new URLSearchParams();
  if (filter.type) query.set('type', filter.type);
  if (filter.traceId) query.set('trace_id', filter.traceId);
  const response = await fetch(`${E2E_TELEMETRY_URL}/envelopes?${query}`);
  return ((await response.json()) as { envelopes: CollectedEnvelope[] }).envelopes;
}

/** The data-layer messages one page load's container reported, in the order it processed them. */
export async function dataLayerOf(loadId: string): Promise<DataLayerReport[]> {
  const response = await fetch(`${E2E_TELEMETRY_URL}/datalayer?load=${encodeURIComponent(loadId)}`);
  const { messages } = (await response.json()) as { messages: DataLayerReport[] };
  return messages.sort((a, b) => a.seq - b.seq);
}

export interface LoadedContainer {
  id: string;
  loadId: string;
  src: string;
  /** The script element's nonce (the property: browsers hide the attribute). */
  nonce: string;
  /** When the browser started fetching gtm.js, and when the document became interactive (ms). */
  requestedAt: number;
  interactiveAt: number;
}

/** Waits for the page's tag-manager container to have loaded, and describes it. */
export async function loadedContainer(page: Page): Promise<LoadedContainer> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            Object.keys((window as { google_tag_manager?: object }).google_tag_manager ?? {})[0],
        ),
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return page.evaluate(() => {
    const containers = (window as { google_tag_manager?: Record<string, { loadId: string }> })
      .google_tag_manager!;
    const id = Object.keys(containers)[0]!;
    const script = [...document.scripts].find((element) => element.src.includes('/gtm.js?'))!;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      id,
      loadId: containers[id]!.loadId,
      src: script.src,
      nonce: script.nonce ?? '',
      requestedAt: performance.getEntriesByName(script.src)[0]?.startTime ?? -1,
      interactiveAt: navigation.domInteractive,
    };
  });
}

/** The nonce of a response's Content-Security-Policy. */
export function nonceOf(csp: string | undefined): string {
  return /'nonce-([^']+)'/.exec(csp ?? '')?.[1] ?? '';
}

/** One directive of a policy, e.g. `connect-src 'self' http://…`. */
export function directiveOf(csp: string | undefined, name: string): string {
  return (
    (csp ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith(`${name} `)) ?? ''
  );
}

/** Signs in at the local identity provider with a demo account (the header's Sign in button). */
export async function signIn(page: Page, email: string) {
  await page.locator('header').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${E2E_ISSUER}/**`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('homepay-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
}
