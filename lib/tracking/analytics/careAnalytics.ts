import { CARE_ANALYTICS_MESSAGES, CareAnalyticsError } from './analyticsErrors';
import type { BrowserFacts } from './browserFacts';
import { enrichEvent, type CommonData } from './enrichment';
import { EventBuffer } from './eventBuffer';

/** The user-properties payload. */
export interface UserPropertiesPayload {
  memberId?: string | undefined;
  props: Record<string, unknown>;
}

/** The init config. `amplitudeConfig` is handed to the SDK as is (on top of our defaults). */
export interface CareAnalyticsConfig {
  key: string;
  analyticsEnabled: boolean;
  user?: UserPropertiesPayload | undefined;
  commonData: CommonData;
  amplitudeConfig?: Record<string, unknown> | undefined;
}

/**
 * Ids an event is sent with instead of the SDK's: the page-view recorder's, so the SDK's event and
 * the recorder's beacon are one event to the analytics store (docs/tracking.md#page-view-recorder).
 */
export interface TrackOptions {
  insertId: string;
  /** When it happened, ms since the epoch. */
  time: number;
}

/** The few SDK calls the wrapper makes; `loadAnalyticsSdk` adapts the vendor SDK to it. */
export interface AnalyticsSdk {
  /** Resolves when the SDK has sent the event or given up on it; never rejects. */
  track(name: string, properties: Record<string, unknown>, options?: TrackOptions): Promise<void>;
  setUserProperties(properties: Record<string, unknown>): void;
  setUserId(userId: string | undefined): void;
  /** Stops the SDK for the rest of the page load, its own autocapture included. */
  optOut(): void;
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
  | {
      kind: 'track';
      name: string;
      properties: Record<string, unknown>;
      options: TrackOptions | undefined;
      settled: () => void;
    }
  | { kind: 'userProperties'; payload: UserPropertiesPayload }
  | { kind: 'userId'; userId: string | undefined }
  | { kind: 'optOut' };

export interface CareAnalytics {
  /** Initialises once; later calls are ignored. Missing config or key is reported. */
  init(config: CareAnalyticsConfig | undefined): void;
  /**
   * Resolves once the event has left (the SDK sent it or gave up), or at once when nothing will
   * be sent (analytics off, an invalid event); never rejects. A caller about to leave the page
   * waits for it: buffered or still in the SDK's pipeline, the event would be lost.
   */
  track(name: string, data?: Record<string, unknown>, options?: TrackOptions): Promise<void>;
  setUserProperties(payload: UserPropertiesPayload): void;
  /** Sets (sign-in) or clears (sign-out, `undefined`) the analytics user id. */
  setUserId(userId: string | undefined): void;
  /** The visitor turned analytics off in this page load: the SDK sends nothing more. */
  stop(): void;
  readonly state: 'uninitialised' | 'loading' | 'initialised' | 'disabled';
  /**
   * Resolves when `init` has settled: the SDK holds every call so far, or analytics is off, or the
   * config was refused. Never rejects. A caller about to leave the page waits for it.
   */
  readonly settled: Promise<void>;
}

/**
 * The analytics wrapper (docs/tracking.md#analytics-wrapper): uninitialised, then initialised
 * (once); calls made before are buffered and replayed in order; disabled analytics loads and sends
 * nothing.
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
    if (call.kind === 'track') {
      void target.track(call.name, call.properties, call.options).then(call.settled);
    } else if (call.kind === 'userId') target.setUserId(call.userId);
    else if (call.kind === 'optOut') target.optOut();
    else {
      if (call.payload.memberId !== undefined) target.setUserId(call.payload.memberId);
      target.setUserProperties(call.payload.props);
    }
  };

  /** Nothing will send these: whoever waits for them stops waiting. */
  const drop = (call: Call): void => {
    if (call.kind === 'track') call.settled();
  };

  const dispatch = (call: Call): void => {
    if (state === 'disabled') return drop(call);
    if (sdk) {
      try {
        send(sdk, call);
      } catch (error) {
        drop(call);
        deps.report(error instanceof Error ? error : new CareAnalyticsError(String(error)));
      }
      return;
    }
    const dropped = buffer.add(call);
    if (dropped) drop(dropped);
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
        buffer.drain(drop);
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
      if (config.user) dispatch({ kind: 'userProperties', payload: config.user });
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
          buffer.drain(drop);
          deps.report(error instanceof Error ? error : new CareAnalyticsError(String(error)));
          settle();
        },
      );
    },
    track(name, data, options) {
      if (typeof name !== 'string' || name.trim() === '') {
        deps.report(new CareAnalyticsError(CARE_ANALYTICS_MESSAGES.invalidEvent));
        return Promise.resolve();
      }
      if (state === 'disabled') return Promise.resolve();
      const enriched = enrichEvent(data, deps.facts(), common ?? {});
      return new Promise<void>((settled) => {
        dispatch({ kind: 'track', name, properties: enriched, options, settled });
      });
    },
    setUserProperties(payload) {
      dispatch({ kind: 'userProperties', payload });
    },
    setUserId(userId) {
      dispatch({ kind: 'userId', userId });
    },
    stop() {
      dispatch({ kind: 'optOut' });
    },
  };
}
