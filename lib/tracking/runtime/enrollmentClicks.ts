/**
 * Enrollment clicks as the first load sees them: which clicks are on an enrollment link, whether the
 * browser follows them in this tab, and the recorder for those that come before tracking has
 * started. Part of every first load (TrackingOnIdle), so it holds no tracking code.
 */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * True when the browser would follow `link` in this tab on this click: the primary button with no
 * modifier (those open a new tab or window, or download), no other target, no download. Only then
 * does the page unload at once, before an asynchronous push could finish.
 */
export function followsInThisTab(event: ClickLike, link: Element): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute('download')) return false;
  const target = link.getAttribute('target');
  return !target || target === '_self';
}

/** Links into the enrollment funnel on the core site (docs/site.md#enrollment-links). */
export const ENROLLMENT_LINK = /\/app\/hp-(?:partner-)?enrollment\//;

/**
 * The longest a click's navigation is held while tracking loads: GTM's own default `eventTimeout`
 * for "wait for tags" link-click triggers. Only a click that is the page's first interaction is
 * ever held this long (tracking then starts with that click); later ones wait PUSH_WAIT_MS at most.
 */
export const EARLY_CLICK_HOLD_MS = 2000;

/** The enrollment link an event happened on, with its `href`, or null. */
export function enrollmentLinkOf(event: Event): { link: Element; href: string } | null {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  const href = link?.getAttribute('href') ?? '';
  return link && ENROLLMENT_LINK.test(href) ? { link, href } : null;
}

/**
 * Whether a same-tab enrollment link is already on its way. Another click on one meanwhile (an
 * impatient second tap, a double click) would count the visit twice and navigate twice; it does
 * nothing instead. A time, not a flag: a page restored from the back/forward cache is past it, and
 * its links work again. The recorder below and the tracking runtime each keep one.
 */
export interface LeaveGuard {
  /** True, with the click cancelled, while a link is on its way. */
  ignores(event: Event): boolean;
  /** A link is on its way until `time` (`now()` time). */
  leavingUntil(time: number): void;
}

export function createLeaveGuard(now: () => number = () => performance.now()): LeaveGuard {
  let until = -Infinity;
  return {
    ignores(event) {
      if (now() >= until) return false;
      event.preventDefault();
      return true;
    },
    leavingUntil(time) {
      until = time;
    },
  };
}

/** An enrollment click that happened before the tracking runtime was there to observe it. */
export interface EarlyClick {
  /**
   * Follows the held link (the first call only), or null when the browser followed it itself
   * (a new tab or window): nothing was held then.
   */
  follow: (() => void) | null;
  /** When the hold ends whatever happens (`performance.now()` time). */
  holdUntil: number;
}

export interface EarlyClickRecorder {
  /** Stops recording and hands over the clicks so far: the runtime observes clicks from now on. */
  take(): EarlyClick[];
  /** Stops recording (the page is going away); held links are still followed when their hold ends. */
  stop(): void;
}

export interface EarlyClickOptions {
  /** Called when a click is held: tracking must start now, not when the browser is idle. */
  onHeld: () => void;
  /** Follows a held link (tests replace `location.assign`). */
  navigate?: (href: string) => void;
  holdMs?: number;
  now?: () => number;
}

/**
 * Records enrollment clicks that come before the tracking runtime (TrackingOnIdle starts it on the
 * first interaction, so a click on an enrollment link can be that interaction). A click the browser
 * would follow in this tab is held, as GTM's link-click trigger holds it, until the runtime has
 * recorded it or EARLY_CLICK_HOLD_MS has passed, so the page does not unload first. Part of the
 * first load: kept to this listener and no tracking code.
 */
export function recordEarlyEnrollmentClicks(options: EarlyClickOptions): EarlyClickRecorder {
  const navigate = options.navigate ?? ((href: string) => window.location.assign(href));
  const holdMs = options.holdMs ?? EARLY_CLICK_HOLD_MS;
  const now = options.now ?? (() => performance.now());
  let clicks: EarlyClick[] = [];

  const hold = (href: string): (() => void) => {
    let followed = false;
    const follow = () => {
      if (followed) return;
      followed = true;
      clearTimeout(timer);
      navigate(href);
    };
    // The safety net: if the runtime never loads (offline, blocked), the visitor still gets there.
    const timer = setTimeout(follow, holdMs);
    return follow;
  };

  const guard = createLeaveGuard(now);

  const onClick = (event: MouseEvent) => {
    const found = enrollmentLinkOf(event);
    if (!found) return;
    const holdUntil = now() + holdMs;
    if (!followsInThisTab(event, found.link)) {
      clicks.push({ follow: null, holdUntil });
      return;
    }
    if (guard.ignores(event)) return;
    event.preventDefault();
    guard.leavingUntil(holdUntil);
    clicks.push({ follow: hold(found.href), holdUntil });
    options.onHeld();
  };

  const stop = () => document.removeEventListener('click', onClick, { capture: true });
  document.addEventListener('click', onClick, { capture: true });
  return {
    take() {
      stop();
      const taken = clicks;
      clicks = [];
      return taken;
    },
    stop,
  };
}
