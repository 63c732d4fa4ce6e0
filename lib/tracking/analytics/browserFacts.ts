/** What the browser reports at the moment an event is tracked (docs/tracking.md#event-enrichment). */
export interface BrowserFacts {
  screenWidth: number;
  screenHeight: number;
  viewportWidth: number;
  viewportHeight: number;
  href: string;
  pathname: string;
  userAgent: string;
}

/**
 * Reads {@link BrowserFacts} from the live window (browser only). Its own module: the first load's
 * page-view recorder takes them when it notes the view, without the enrichment rules.
 */
export function currentBrowserFacts(): BrowserFacts {
  return {
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
    viewportWidth: window.innerWidth,
    viewportHeight: window.innerHeight,
    href: window.location.href,
    pathname: window.location.pathname,
    userAgent: window.navigator.userAgent,
  };
}
