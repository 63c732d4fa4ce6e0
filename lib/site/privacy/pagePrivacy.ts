import { decideConsent, type ConsentState } from './consentState';
import {
  NO_CHOICE,
  parsePrivacyChoice,
  privacyChoiceCookieName,
  type PrivacyChoice,
} from './privacyChoice';

/**
 * What the server saw of the visitor's privacy signals, rendered into page props so the first paint
 * (the privacy page, the videos) and the tags agree (docs/tracking.md#consent).
 */
export interface PagePrivacy {
  /** The request carried `Sec-GPC: 1`. */
  gpc: boolean;
  choice: PrivacyChoice;
  /** The consent state for a visitor whose region is not known (the server never knows it). */
  consent: ConsentState;
}

/** The GPC request header (lower case, as Node gives header names). */
export const GPC_HEADER = 'sec-gpc';

/** Whether a `Sec-GPC` header value is the signal: exactly "1" (the spec's only value). */
export function gpcHeaderOn(value: string | string[] | undefined): boolean {
  return (Array.isArray(value) ? value[0] : value)?.trim() === '1';
}

/** The page's privacy signals from the request's GPC header and the choice cookie. */
export function pagePrivacy(
  headers: Partial<Record<string, string | string[]>>,
  cookies: Partial<Record<string, string>>,
  options: { secure: boolean; optInRegions: readonly string[] },
): PagePrivacy {
  const gpc = gpcHeaderOn(headers[GPC_HEADER]);
  const choice = parsePrivacyChoice(cookies[privacyChoiceCookieName(options.secure)]);
  return {
    gpc,
    choice,
    consent: decideConsent({ gpc, choice, region: null }, options.optInRegions),
  };
}

/** The privacy of a render shared by many visitors (the page cache's): no signal, no choice. */
export function anonymousPagePrivacy(optInRegions: readonly string[]): PagePrivacy {
  return {
    gpc: false,
    choice: NO_CHOICE,
    consent: decideConsent({ gpc: false, choice: NO_CHOICE, region: null }, optInRegions),
  };
}
