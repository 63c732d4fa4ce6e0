import type { PagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import { useBrowserGpc } from './useBrowserGpc';

/**
 * Whether third-party content (the videos) may load: not after an opt-out of sale or sharing, by
 * the switch or by Global Privacy Control from the request or the browser (docs/site.md#videos).
 */
export function useThirdPartyContent(privacy: PagePrivacy): boolean {
  const browserGpc = useBrowserGpc();
  return !browserGpc && !privacy.gpc && privacy.consent.ad_storage === 'granted';
}
