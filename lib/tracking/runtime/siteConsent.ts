import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import {
  analyticsAllowed,
  consentDefaults,
  decideConsent,
  type ConsentState,
} from '@/lib/site/privacy/consentState';
import { readBrowserCookie } from '@/lib/platform/browser/browserCookies';
import { browserGpc } from '@/lib/site/privacy/browserGpc';
import { onPrivacyChoice } from '@/lib/site/privacy/browserPrivacy';
import type { PagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import {
  NO_CHOICE,
  parsePrivacyChoice,
  privacyChoiceCookieName,
} from '@/lib/site/privacy/privacyChoice';
import { deleteAnalyticsStorage } from '@/lib/tracking/analytics/analyticsCookies';
import { pushConsentDefaults, pushConsentUpdate } from '@/lib/tracking/tagManager/consentCommands';

export interface SiteConsent {
  /** The consent of this page view now (the region left to the tag manager). */
  current(): ConsentState;
  /** Runs `stop` when the visitor turns analytics off, before its storage is deleted. */
  onAnalyticsOff(stop: () => void): void;
}

/**
 * How long after turning analytics off its storage is deleted once more: the click on the switch
 * may already be in the SDK's pipeline (autocapture), which writes its cookie when it is done.
 */
const SDK_SETTLE_MS = 2000;

let stopListening: () => void = () => undefined;

/**
 * Decides this page view's consent once, before any tag loads, and pushes it as Consent Mode's
 * `default`; every later choice on the privacy page is pushed as an `update`
 * (docs/tracking.md#consent). GPC counts when either the request or the browser sends it.
 */
export function startSiteConsent(site: PublicConfig, privacy?: PagePrivacy): SiteConsent {
  // Pages without the shared props (error pages) still honour the browser's signal.
  const gpc = (privacy?.gpc ?? false) || browserGpc();
  const { optInRegions } = site.consent;
  // The cookie as it is now: it may have changed since the page was served.
  const stored = readBrowserCookie(privacyChoiceCookieName(site.secureCookies));
  const choice = stored === undefined ? (privacy?.choice ?? NO_CHOICE) : parsePrivacyChoice(stored);
  let state = decideConsent({ gpc, choice, region: null }, optInRegions);
  pushConsentDefaults(consentDefaults({ gpc, choice }, optInRegions));
  // Analytics off keeps none of its storage, whenever and wherever it was turned off.
  if (!analyticsAllowed(state)) deleteAnalyticsStorage();
  // One listener per page load, even if tracking were started again.
  stopListening();
  const stops: Array<() => void> = [];
  stopListening = onPrivacyChoice((choice) => {
    state = decideConsent({ gpc, choice, region: null }, optInRegions);
    pushConsentUpdate(state);
    if (analyticsAllowed(state)) return;
    for (const stop of stops) stop();
    deleteAnalyticsStorage();
    window.setTimeout(() => {
      if (!analyticsAllowed(state)) deleteAnalyticsStorage();
    }, SDK_SETTLE_MS);
  });
  return { current: () => state, onAnalyticsOff: (stop) => void stops.push(stop) };
}

/** Whether analytics may send now: the SDK is not started when it may not at the page's start. */
export function analyticsOn(consent: SiteConsent): boolean {
  return analyticsAllowed(consent.current());
}
