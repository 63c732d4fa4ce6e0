import { loadScript } from '@/lib/platform/browser/loadScript';

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/** The page's data layer as it is: undefined when missing (blocked, or never created). */
export function currentDataLayer(): object[] | undefined {
  return window.dataLayer;
}

/** The page's data layer, created when missing (the container reads it once it loads). */
export function ensureDataLayer(): object[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export interface ContainerSource {
  containerId: string;
  /** GTM_SCRIPT_ORIGIN: Google's, or a stand-in (the local stack's telemetry sink). */
  scriptOrigin: string;
}

/**
 * Loads the tag-manager container after the page is interactive, with the CSP nonce (Google's
 * nonce-aware snippet does the same: `gtm.start`, then the script). Resolves when it has loaded.
 */
export function loadContainer(source: ContainerSource, nonce: string): Promise<void> {
  ensureDataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const url = `${source.scriptOrigin}/gtm.js?id=${encodeURIComponent(source.containerId)}`;
  return loadScript(url, nonce);
}
