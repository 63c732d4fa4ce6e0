import type { BrowserFacts } from './browserFacts';

/**
 * Event enrichment (docs/tracking.md#event-enrichment) and the web_platform rule
 * (docs/tracking.md#web-platform): pure
 * functions over what the browser reports, so every width and user agent is testable.
 */

/** Below this viewport width the wrapper reports Mobile Web (docs/tracking.md#web-platform). */
export const WRAPPER_MOBILE_BELOW_PX = 600;
/** The shell's own breakpoint: 960 px or less is mobile (docs/site.md#mobile-menu). */
export const SHELL_MOBILE_MAX_PX = 960;

export const VISITOR_ID_NOT_FOUND = 'VisitorIdNotFound';
export const SESSION_ID_NOT_FOUND = 'SessionIdNotFound';
/** Who rendered the page, for the analyst who joins events from several front ends. */
export const RENDERED_BY = 'hp-vhp';

export type WebPlatform = 'Mobile Web' | 'Desktop Web' | 'Android Webview';

/** The seeker app's web view, as its user agent announces it. */
export interface SeekerAppWebView {
  app_name: string;
  app_version: string;
  app_build: string;
}

/**
 * How the seeker app's Android web view is recognised (docs/tracking.md#web-platform): Android's
 * WebView marker `; wv)` in the user agent, plus the token the app appends,
 * `CareSeekerApp/<version> (<build>)` (build optional). Both are needed: `; wv)` alone is any
 * app's web view, and the token alone could be copied by a desktop browser extension.
 */
const WEBVIEW_MARKER = /Android[^)]*; wv\)/;
const SEEKER_APP_TOKEN =
  /\b(CareSeekerApp)\/([0-9][0-9A-Za-z.-]{0,31})(?:\s*\(([0-9A-Za-z.-]{1,32})\))?/;

/** The seeker app behind this user agent, or null for any other browser. */
export function seekerAppWebView(userAgent: string): SeekerAppWebView | null {
  if (!WEBVIEW_MARKER.test(userAgent)) return null;
  const match = SEEKER_APP_TOKEN.exec(userAgent);
  if (!match) return null;
  return { app_name: match[1] ?? '', app_version: match[2] ?? '', app_build: match[3] ?? '' };
}

/**
 * web_platform (docs/tracking.md#web-platform). `scope` picks the breakpoint: the wrapper's
 * (< 600 px) for events, the shell's (<= 960 px) where the shell reports it (the data layer).
 */
export function webPlatform(
  viewportWidth: number,
  userAgent: string,
  scope: 'wrapper' | 'shell' = 'wrapper',
): WebPlatform {
  if (seekerAppWebView(userAgent)) return 'Android Webview';
  const mobile =
    scope === 'wrapper'
      ? viewportWidth < WRAPPER_MOBILE_BELOW_PX
      : viewportWidth <= SHELL_MOBILE_MAX_PX;
  return mobile ? 'Mobile Web' : 'Desktop Web';
}

/** The common data, sent with every event (docs/tracking.md#event-enrichment). */
export interface CommonData {
  czen_session_id: string;
  environment: string;
  language: string;
  referer: string;
  rendered_by: string;
  userAgent: string;
  visitor_id: string;
}

export interface CommonDataInput {
  /** The enrollment session id (`csc` cookie, through page props). */
  sessionId: string | null | undefined;
  /** The visitor id (`n_vis` cookie, through page props). */
  visitorId: string | null | undefined;
  environment: string;
  language: string;
  referer: string;
  userAgent: string;
}

/** Builds the common data, with the fallbacks for missing ids. */
export function commonData(input: CommonDataInput): CommonData {
  return {
    czen_session_id: input.sessionId || SESSION_ID_NOT_FOUND,
    environment: input.environment,
    language: input.language,
    referer: input.referer,
    rendered_by: RENDERED_BY,
    userAgent: input.userAgent,
    visitor_id: input.visitorId || VISITOR_ID_NOT_FOUND,
  };
}

/** The common data of this page load (browser only): the ids from page props, the browser's own. */
export function pageCommonData(start: {
  site: { observability: { environment: string } };
  enrollmentSessionId: string;
  visitorId: string;
}): CommonData {
  return commonData({
    sessionId: start.enrollmentSessionId,
    visitorId: start.visitorId,
    environment: start.site.observability.environment,
    language: navigator.language,
    referer: document.referrer,
    userAgent: navigator.userAgent,
  });
}

/**
 * The properties one event is sent with: the caller's data, then the enrichment (which wins, so
 * a caller cannot forge the platform or the ids), the common data, and the app fields inside the
 * seeker app's web view.
 */
export function enrichEvent(
  data: Record<string, unknown> | undefined,
  facts: BrowserFacts,
  common: Partial<CommonData>,
): Record<string, unknown> {
  return {
    ...data,
    ...common,
    screen_resolution: `${facts.screenWidth}x${facts.screenHeight}`,
    viewport_resolution: `${facts.viewportWidth}x${facts.viewportHeight}`,
    web_platform: webPlatform(facts.viewportWidth, facts.userAgent),
    url: facts.href,
    url_path: facts.pathname,
    ...seekerAppWebView(facts.userAgent),
  };
}
