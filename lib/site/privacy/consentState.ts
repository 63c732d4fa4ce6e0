import type { PrivacyChoice } from './privacyChoice';

/** Google Consent Mode v2's values. */
export type ConsentValue = 'granted' | 'denied';

/** The four Consent Mode v2 signals the site sets (docs/tracking.md#consent). */
export interface ConsentState {
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
  analytics_storage: ConsentValue;
}

/** What the decision is made from, once per page view, before any tag loads. */
export interface ConsentInput {
  /** Global Privacy Control: `Sec-GPC: 1` on the server, `navigator.globalPrivacyControl` in the browser. */
  gpc: boolean;
  choice: PrivacyChoice;
  /** The visitor's ISO 3166 region when known (`US-CA`, `DE`), else null. */
  region: string | null;
}

/** Whether a region (`US-CA`) is one of the opt-in regions, by itself or by its country (`US`). */
export function isOptInRegion(region: string | null, optInRegions: readonly string[]): boolean {
  if (!region) return false;
  const code = region.toUpperCase();
  return optInRegions.includes(code) || optInRegions.includes(code.split('-')[0] ?? code);
}

/**
 * Whether ads may use the visitor's data: never with GPC (an opt-out of sale and sharing under the
 * CPRA regulations, § 7025), never after an opt-out; after an explicit "allow" yes; otherwise the
 * region's default: denied in the opt-in regions, granted elsewhere (the US opt-out model).
 */
export function adsAllowed(input: ConsentInput, optInRegions: readonly string[]): boolean {
  if (input.gpc || input.choice.saleSharing === 'opt-out') return false;
  if (input.choice.saleSharing === 'allow') return true;
  return !isOptInRegion(input.region, optInRegions);
}

/**
 * The consent state of one page view. Analytics is first-party, run by a service provider on the
 * site's behalf, so neither GPC nor the ads opt-out turns it off: only the visitor's own switch.
 */
export function decideConsent(input: ConsentInput, optInRegions: readonly string[]): ConsentState {
  const ads: ConsentValue = adsAllowed(input, optInRegions) ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: input.choice.analytics === 'off' ? 'denied' : 'granted',
  };
}

/** A Consent Mode `default` command's parameters; `region` limits it to those regions. */
export type ConsentDefault = ConsentState & { region?: string[] };

/**
 * The `consent default` commands for a page view whose region the site does not know (the browser
 * never tells it; the tag manager does, from the visitor's address): one per region rule, the
 * region-specific one first, as Consent Mode wants. A GPC signal or a stored choice holds in every
 * region, so then there is one command.
 */
export function consentDefaults(
  input: Omit<ConsentInput, 'region'>,
  optInRegions: readonly string[],
): ConsentDefault[] {
  const everywhere = decideConsent({ ...input, region: null }, optInRegions);
  const regional = decideConsent({ ...input, region: optInRegions[0] ?? null }, optInRegions);
  if (optInRegions.length === 0 || regional.ad_storage === everywhere.ad_storage) {
    return [everywhere];
  }
  return [{ ...regional, region: [...optInRegions] }, everywhere];
}

/** Whether the analytics SDK may start on this page view. */
export function analyticsAllowed(state: ConsentState): boolean {
  return state.analytics_storage === 'granted';
}
