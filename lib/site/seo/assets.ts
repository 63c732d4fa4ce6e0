import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { BASE_PATH } from '@/lib/platform/routing/basePath';

/** Where static images are served when no asset URL flag is set (docs/site.md#images). */
export const DEFAULT_IMAGE_BASE = `${BASE_PATH}/static/images`;
export const DEFAULT_FAVICON = `${BASE_PATH}/favicon.svg`;

/** URL of a static image: under the asset URL flag when it is active, else under the base path. */
export function imageUrl(flags: Pick<FeatureFlags, 'assetUrl'>, fileName: string): string {
  const base = flags.assetUrl ? flags.assetUrl.replace(/\/+$/, '') : DEFAULT_IMAGE_BASE;
  return `${base}/${fileName}`;
}

/** The favicon: the favicon URL flag when active, else the one this app serves. */
export function faviconUrl(flags: Pick<FeatureFlags, 'faviconUrl'>): string {
  return flags.faviconUrl || DEFAULT_FAVICON;
}
