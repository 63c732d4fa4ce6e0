import type { SiteInteraction } from '@/lib/tracking/tagManager/tagManagerEvents';

/**
 * How code outside the tracking runtime reports an interaction: a DOM event the runtime listens
 * for, so the caller imports no SDK and nothing of tracking's weight. Unheard (the runtime not
 * loaded yet, or tracking off) it is simply lost, as a click before analytics loads would be.
 */
export const SITE_EVENT = 'hp-vhp:site-event';

export interface SiteEventDetail {
  name: SiteInteraction;
  data?: Record<string, string | number | boolean> | undefined;
}

export function trackSiteEvent(name: SiteInteraction, data?: SiteEventDetail['data']): void {
  window.dispatchEvent(new CustomEvent<SiteEventDetail>(SITE_EVENT, { detail: { name, data } }));
}
