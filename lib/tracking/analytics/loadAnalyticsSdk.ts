import type * as AmplitudeBrowser from '@amplitude/analytics-browser';
import type { AnalyticsSdk, CareAnalyticsConfig } from './careAnalytics';
import { amplitudeOptions } from './amplitudeOptions';
import { SCRUB_SECRETS_PLUGIN } from './scrubSecretsPlugin';
import { loadScript } from '@/lib/platform/browser/loadScript';

type AmplitudeModule = Pick<typeof AmplitudeBrowser, 'createInstance' | 'Identify'>;

declare global {
  interface Window {
    /** The global the SDK's script build (FLAG_ANALYTICS_SCRIPT_URL) defines. */
    amplitude?: AmplitudeModule;
  }
}

export interface AnalyticsSdkSource {
  /** `hpc`, through page props. */
  deviceId: string;
  serverUrl: string | null;
  /** FLAG_ANALYTICS_SCRIPT_URL: load the SDK from this URL instead of the bundled chunk. */
  scriptUrl: string;
  /** The response's CSP nonce, for that script. */
  nonce: string;
  /** The page-view recorder's session (the SDK's own rule, read earlier): the SDK keeps it. */
  sessionId?: number | undefined;
}

async function amplitudeModule(source: AnalyticsSdkSource): Promise<AmplitudeModule> {
  if (!source.scriptUrl) return import('./amplitudeSdk');
  await loadScript(source.scriptUrl, source.nonce);
  if (!window.amplitude) throw new Error('Analytics script loaded without the amplitude global');
  return window.amplitude;
}

/**
 * Loads and initialises @amplitude/analytics-browser for the wrapper (browser only, on demand).
 * The SDK keeps its own queue, retries, sessions and storage; this adapts it to `AnalyticsSdk`
 * and switches to the beacon transport when the page is hidden, so the last events survive
 * the tab closing (research C6).
 */
export async function loadAnalyticsSdk(
  config: CareAnalyticsConfig,
  source: AnalyticsSdkSource,
): Promise<AnalyticsSdk> {
  const amplitude = await amplitudeModule(source);
  const client = amplitude.createInstance();
  await client.init(
    config.key,
    undefined,
    amplitudeOptions({
      deviceId: source.deviceId || undefined,
      serverUrl: source.serverUrl ?? undefined,
      sessionId: source.sessionId,
      overrides: config.amplitudeConfig,
    }),
  ).promise;
  // After init, so it runs after the SDK's own enrichment (the page URL properties). Events from
  // init itself wait in the SDK's queue until a later task, when the plugin is there.
  await client.add(SCRUB_SECRETS_PLUGIN).promise;
  const useBeacon = () => {
    client.setTransport('beacon');
    void client.flush().promise;
  };
  window.addEventListener('pagehide', useBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') useBeacon();
    else client.setTransport('fetch');
  });
  return {
    track: (name, properties, options) =>
      client
        .track(name, properties, options && { insert_id: options.insertId, time: options.time })
        .promise.then(
          () => undefined,
          () => undefined,
        ),
    setUserProperties: (properties) => {
      const identify = new amplitude.Identify();
      for (const [key, value] of Object.entries(properties)) {
        if (value !== undefined && value !== null)
          identify.set(key, value as string | number | boolean);
      }
      void client.identify(identify).promise;
    },
    setUserId: (userId) => client.setUserId(userId),
    optOut: () => client.setOptOut(true),
  };
}
