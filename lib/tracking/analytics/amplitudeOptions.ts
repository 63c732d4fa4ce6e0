/**
 * The SDK options for @amplitude/analytics-browser (docs/tracking.md#analytics-sdk-options). Only
 * the values the site changes are set; every other constant it relies on is already the SDK's
 * default and stays the SDK's: 5 retries (flushMaxRetries), 30-minute sessions (sessionTimeout
 * 1,800,000 ms), the stored queue truncated at 1000 events, cookies kept 365 days, remote config
 * with its 5 s timeout.
 */
export interface AmplitudeOptionsInput {
  /** The device id the SDK uses: the `hpc` cookie's value, through page props. */
  deviceId: string | undefined;
  /** Where batches go: a first-party proxy or the local collector; unset = Amplitude's own. */
  serverUrl: string | undefined;
  /** The session to continue or start (the page-view recorder's); unset = the SDK decides. */
  sessionId?: number | undefined;
  /** Extra options from the wrapper's init config (`amplitudeConfig`). */
  overrides?: Record<string, unknown> | undefined;
}

/**
 * Autocapture with its exclusions (docs/tracking.md#autocapture), through the SDK's own options.
 */
const AUTOCAPTURE = {
  attribution: true,
  // Page views are ours (`viewedVhp` with the catalogue's ids), not the SDK's generic event.
  pageViews: false,
  sessions: true,
  formInteractions: true,
  fileDownloads: true,
  // The SDK's element-interaction plugin (@amplitude/plugin-autocapture-browser 2.47) skips hidden
  // and password inputs, masks text that looks like a card or social-security number (CC_REGEX,
  // SSN_REGEX) and cuts text at 255 characters, attributes at 128 and the hierarchy at 1024:
  // exactly the rules the site needs, so nothing is reimplemented here.
  elementInteractions: true,
} as const;

export function amplitudeOptions(input: AmplitudeOptionsInput): Record<string, unknown> {
  return {
    // Flush interval 0 ms, queue size 1: every event leaves at once.
    flushIntervalMillis: 0,
    flushQueueSize: 1,
    ...(input.deviceId ? { deviceId: input.deviceId } : {}),
    ...(input.serverUrl ? { serverUrl: input.serverUrl } : {}),
    ...(input.sessionId ? { sessionId: input.sessionId } : {}),
    // Remote config is fetched from Amplitude's own endpoint; a custom server URL (a proxy or the
    // local collector) means Amplitude's hosts are not reachable, so it is off there.
    remoteConfig: { fetchRemoteConfig: !input.serverUrl },
    // Diagnostics would post to another Amplitude host the CSP does not list.
    enableDiagnostics: false,
    autocapture: AUTOCAPTURE,
    ...input.overrides,
  };
}
