import Cookies from 'js-cookie';
import {
  parsePrivacyChoice,
  PRIVACY_CHOICE_MAX_AGE_SECONDS,
  privacyChoiceCookieName,
  serializePrivacyChoice,
  type PrivacyChoice,
} from './privacyChoice';

/** The DOM event the privacy choices page sends when the visitor changes a choice. */
export const PRIVACY_CHOICE_EVENT = 'hp-vhp:privacy-choice';

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/); missing where unsupported. */
    readonly globalPrivacyControl?: boolean;
  }
}

/** Whether this browser sends Global Privacy Control. */
export function browserGpc(): boolean {
  return typeof navigator !== 'undefined' && navigator.globalPrivacyControl === true;
}

/** The stored choice as the browser has it now (it may be newer than the page's props). */
export function readPrivacyChoice(secure: boolean): PrivacyChoice {
  return parsePrivacyChoice(Cookies.get(privacyChoiceCookieName(secure)));
}

/**
 * Stores the choice for a year and tells the running tracking (if any), so it applies to this page
 * at once and to the next one without a reload (docs/tracking.md#consent).
 */
export function storePrivacyChoice(choice: PrivacyChoice, secure: boolean): void {
  Cookies.set(privacyChoiceCookieName(secure), serializePrivacyChoice(choice), {
    path: '/',
    expires: new Date(Date.now() + PRIVACY_CHOICE_MAX_AGE_SECONDS * 1000),
    sameSite: 'lax',
    secure,
  });
  window.dispatchEvent(new CustomEvent<PrivacyChoice>(PRIVACY_CHOICE_EVENT, { detail: choice }));
}

/** Calls `listener` with every choice the visitor makes from now on; returns the unsubscribe. */
export function onPrivacyChoice(listener: (choice: PrivacyChoice) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<PrivacyChoice>).detail);
  window.addEventListener(PRIVACY_CHOICE_EVENT, handle);
  return () => window.removeEventListener(PRIVACY_CHOICE_EVENT, handle);
}
