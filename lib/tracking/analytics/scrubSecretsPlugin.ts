import { scrubValue } from '@/lib/platform/logging/scrubSecrets';

/**
 * The SDK's enrichment plugin that scrubs every event before it leaves
 * (docs/tracking.md#scrubbing-analytics): ours and the SDK's own, with their `url`, `referer`,
 * page properties (`[Amplitude] Page Location`, `Previous Page Location`), attribution and
 * autocapture's URLs and text. Added after the SDK's own plugins, so it runs after them and sees
 * what they added.
 */
export const SCRUB_SECRETS_PLUGIN = {
  name: 'hp-vhp-scrub-secrets',
  type: 'enrichment',
  execute: <E extends object>(event: E): Promise<E> => Promise.resolve(scrubValue(event)),
} as const;
