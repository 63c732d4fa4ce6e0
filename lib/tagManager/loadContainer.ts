import { loadScript } from '@/lib/browser/loadScript';

const CONTAINER_URL = 'https://www.googletagmanager.com/gtm.js';

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/** The page's data layer, created when missing (the container reads it once it loads). */
export function ensureDataLayer(): object[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/**
 * Loads the tag-manager container after the page is interactive, with the CSP nonce (Google's
 * nonce-aware snippet does the same: `gtm.start`, then the script). Resolves when it has loaded.
 */
export function loadContainer(containerId: string, nonce: string): Promise<void> {
  ensureDataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  return loadScript(`${CONTAINER_URL}?id=${encodeURIComponent(containerId)}`, nonce);
}
