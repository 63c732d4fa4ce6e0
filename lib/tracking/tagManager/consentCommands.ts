import type { ConsentDefault, ConsentState } from '@/lib/site/privacy/consentState';
import { ensureDataLayer } from './loadContainer';

/**
 * Google's `gtag()`: the container reads a command only as an `arguments` object, not as an array
 * (its consent API is defined that way), so the push is of `arguments` itself.
 */
function gtag(..._command: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- the container recognises only an Arguments object
  ensureDataLayer().push(arguments);
}

/**
 * Consent Mode v2's `consent default` commands, pushed before the container loads so no tag ever
 * runs without them (docs/tracking.md#consent). Not through the session-storage queue: a queued
 * command would reach a later page's container, and would lose its `arguments` shape in JSON.
 */
export function pushConsentDefaults(defaults: readonly ConsentDefault[]): void {
  for (const command of defaults) gtag('consent', 'default', { ...command });
}

/** Consent Mode's `consent update`, when the visitor changes a choice. */
export function pushConsentUpdate(state: ConsentState): void {
  gtag('consent', 'update', { ...state });
}
