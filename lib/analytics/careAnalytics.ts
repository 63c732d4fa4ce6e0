import { CARE_ANALYTICS_MESSAGES, CareAnalyticsError } from './analyticsErrors';
import { enrichEvent, type BrowserFacts, type CommonData } from './enrichment';
import { EventBuffer } from './eventBuffer';

/** SPEC §3 user-properties payload. */
export interface UserPropertiesPayload {
  memberId?: string | undefined;
  props: Record<string, unknown>;
}

/** SPEC §3 init config. `amplitudeConfig` is handed to the SDK as is (on top of our defaults). */
export interface CareAnalyticsConfig {
  key: string;
  analyticsEnabled: boolean;
  user?: UserPropertiesPayload | undefined;
  commonData: CommonData;
  amplitudeConfig?: Record<string, unknown> | undefined;
}

/** The few SDK calls the wrapper makes; `loadAnalyticsSdk` adapts the vendor SDK to it. */
export interface AnalyticsSdk {
  track(name: string, properties: Record<string, unknown>): void;
  setUserProperties(properties: Record<string, unknown>): void;
  setUserId(userId: string | undefined): void;
}

export interface CareAnalyticsDependencies {
  /** Loads and initialises the SDK once (dynamic import or the configured script URL). */
  loadSdk: (config: CareAnalyticsConfig) => Promise<AnalyticsSdk>;
  /** Receives the wrapper's errors; they never reach the caller. */
  report: (error: Error) => void;
  /** The browser at the moment of a call (enrichment is taken when the event happens). */
  facts: () => BrowserFacts;
}

type Call =
  | { kind: 'track'; name: string; properties: Record<string, unknown> }
  | { kind: 'userProperties'; payload: UserPropertiesPayload }
  | { kind: 'userId'; userId: string | undefined };

export interface CareAnalytics {
  /** Initialises once; later calls are ignored. Missing config or key is reported. */
  init(config: CareAnalyticsConfig | undefined): void;
  track(name: string, data?: Record<string, unknown>): void;
  setUserProperties(payload: UserPropertiesPayload): void;
  /** Sets (sign-in) or clears (sign-out, `undefined`) the analytics user id. */
  setUserId(userId: string | undefined): void;
  readonly state: 'uninitialised' | 'loading' | 'initialised' | 'disabled';
  /**
   * Resolves when `init` has settled: the SDK holds every call so far, or analytics is off, or the
   * config was refused. Never rejects. A caller about to leave the page waits for it.
   */
  readonly settled: Promise<void>;
}

/**
 * The analytics wrapper of SPEC §4: uninitialised, then initialised (once); calls made before are
 * buffered and replayed in order; disabled analytics loads and sends nothing.
 */
export function createCareAnalytics(deps: CareAnalyticsDependencies): CareAnalytics {
  const buffer = new EventBuffer<Call>();
  let state: CareAnalytics['state'] = 'uninitialised';
  let sdk: AnalyticsSdk | undefined;
  let common: CommonData | undefined;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });

  const send = (target: AnalyticsSdk, call: Call): void => {
    if (call.kind === 'track') target.track(call.name, call.properties);
    else if (call.kind === 'userId') target.setUserId(call.userId);
    else {
      if (call.payload.memberId !== undefined) target.setUserId(call.payload.memberId);
      target.setUserProperties(call.payload.props);
    }
  };

  const dispatch = (call: Call): void => {
    if (state === 'disabled') return;
    if (sdk) {
      try {
        send(sdk, call);
      } catch (error) {
        deps.report(error instanceof Error ? error : new CareAnalyticsError(String(error)));
      }
      return;
    }
    buffer.add(call);
  };

  return {
    get state() {
      return state;
    },
    settled,
    init(config) {
      if (state !== 'uninitialised') return;
      if (!config) {
        deps.report(new CareAnalyticsError(CARE_ANALYTICS_MESSAGES.missingConfig));
        settle();
        return;
      }
      if (!config.analyticsEnabled) {
        state = 'disabled';
        buffer.clear();
        settle();
        return;
      }
      if (!config.key) {
        deps.report(new CareAnalyticsError(CARE_ANALYTICS_MESSAGES.missingKey));
        settle();
        return;
      }
      state = 'loading';
      common = config.commonData;
      // Buffered events were enriched without common data (not known yet); it is the same
      // for every event of the page, so it is added at replay.
      if (config.user) buffer.add({ kind: 'userProperties', payload: config.user });
      deps.loadSdk(config).then(
        (loaded) => {
          sdk = loaded;
          state = 'initialised';
          buffer.drain((call) =>
            dispatch(
              call.kind === 'track'
                ? { ...call, properties: { ...call.properties, ...config.commonData } }
                : call,
            ),
          );
          settle();
        },
        (error: unknown) => {
          state = 'disabled';
          buffer.clear();
          deps.report(error instanceof Error ? error : new CareAnalyticsError(String(error)));
          settle();
        },
      );
    },
    track(name, data) {
      if (typeof name !== 'string' || name.trim() === '') {
        deps.report(new CareAnalyticsError(CARE_ANALYTICS_MESSAGES.invalidEvent));
        return;
      }
      if (state === 'disabled') return;
      const enriched = enrichEvent(data, deps.facts(), common ?? {});
      dispatch({ kind: 'track', name, properties: enriched });
    },
    setUserProperties(payload) {
      dispatch({ kind: 'userProperties', payload });
    },
    setUserId(userId) {
      dispatch({ kind: 'userId', userId });
    },
  };
}
