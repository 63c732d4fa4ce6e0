/**
 * The visitor's privacy choices (docs/tracking.md#consent), as the privacy choices page stores them
 * in a first-party cookie for a year. Each choice is null until the visitor makes it; the cookie is
 * readable by scripts on purpose, so a choice made on one page applies on the next without a reload.
 */
export interface PrivacyChoice {
  /** Opt out of the sale or sharing of personal data (targeted advertising). */
  saleSharing: 'opt-out' | 'allow' | null;
  /** First-party analytics, run by a service provider on the site's behalf. */
  analytics: 'on' | 'off' | null;
}

export const NO_CHOICE: PrivacyChoice = { saleSharing: null, analytics: null };

/** One year, as the page promises. */
export const PRIVACY_CHOICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The cookie's name: `__Secure-` in production (the browser then refuses it over http or without
 * `Secure`), plain locally where the site runs over http.
 */
export function privacyChoiceCookieName(secure: boolean): string {
  return secure ? '__Secure-hp_privacy' : 'hp_privacy';
}

const SALE_SHARING = { o: 'opt-out', a: 'allow' } as const;
const ANALYTICS = { 1: 'on', 0: 'off' } as const;

/** `sale:o|a` and `analytics:1|0`, dot-separated (no character a cookie value must escape); either may be missing. */
export function serializePrivacyChoice(choice: PrivacyChoice): string {
  const parts: string[] = [];
  if (choice.saleSharing) parts.push(`sale:${choice.saleSharing === 'opt-out' ? 'o' : 'a'}`);
  if (choice.analytics) parts.push(`analytics:${choice.analytics === 'on' ? '1' : '0'}`);
  return parts.join('.');
}

/** Reads the cookie's value; anything unrecognised counts as no choice (never trusted, never echoed). */
export function parsePrivacyChoice(raw: string | undefined): PrivacyChoice {
  const choice: PrivacyChoice = { ...NO_CHOICE };
  for (const part of (raw ?? '').split('.')) {
    const [key, value] = part.trim().split(':');
    if (key === 'sale' && (value === 'o' || value === 'a'))
      choice.saleSharing = SALE_SHARING[value];
    if (key === 'analytics' && (value === '1' || value === '0')) {
      choice.analytics = ANALYTICS[value];
    }
  }
  return choice;
}
