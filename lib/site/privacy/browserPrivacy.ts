import { writeBrowserCookie } from '@/lib/platform/browser/browserCookies';
import {
  PRIVACY_CHOICE_MAX_AGE_SECONDS,
  privacyChoiceCookieName,
  serializePrivacyChoice,
  type PrivacyChoice,
} from './privacyChoice';

/** The DOM event the privacy choices page sends when the visitor changes a choice. */
export const PRIVACY_CHOICE_EVENT = 'hp-vhp:privacy-choice';

/**
 * Stores the choice for a year and tells the running tracking (if any), so it applies to this page
 * at once and to the next one without a reload (docs/tracking.md#consent).
 */
export function storePrivacyChoice(choice: PrivacyChoice, secure: boolean): void {
  writeBrowserCookie(privacyChoiceCookieName(secure), serializePrivacyChoice(choice), {
    maxAgeSeconds: PRIVACY_CHOICE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
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
