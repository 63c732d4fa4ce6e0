import type { CareAnalytics } from './careAnalytics';

/**
 * Analytics events parked in session storage, e.g. just before the sign-in redirect, when the page
 * is about to unload and an event sent now could be lost (docs/tracking.md#stored-events). Every
 * page but the sign-in return replays and removes them; the return page is a waypoint that must not
 * consume them.
 */
export const STORED_EVENTS_KEY = 'hp-vhp.analytics.pending';
export const MAX_STORED_EVENTS = 50;
/**
 * The routes that never replay: the sign-in return (`/authCallback` and its silent route) and its
 * Spanish twin.
 */
const NO_REPLAY_ROUTES = ['/authCallback', '/es/authCallback'] as const;

export interface StoredEvent {
  name: string;
  data?: Record<string, unknown>;
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isStoredEvent(value: unknown): value is StoredEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { name, data } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    (data === undefined || (typeof data === 'object' && data !== null && !Array.isArray(data)))
  );
}

function read(storage: StorageLike): StoredEvent[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORED_EVENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredEvent) : [];
  } catch {
    return [];
  }
}

/** Parks an event for the next page; false when storage is unavailable (the event is lost). */
export function storeEventForNextPage(
  storage: StorageLike | undefined,
  event: StoredEvent,
): boolean {
  if (!storage) return false;
  try {
    const events = [...read(storage), event].slice(-MAX_STORED_EVENTS);
    storage.setItem(STORED_EVENTS_KEY, JSON.stringify(events));
    return true;
  } catch {
    return false;
  }
}

/** Replays and removes the parked events, in order, unless this is the sign-in return route. */
export function replayStoredEvents(
  storage: StorageLike | undefined,
  pathname: string,
  analytics: Pick<CareAnalytics, 'track'>,
): number {
  if (!storage) return 0;
  if (NO_REPLAY_ROUTES.some((route) => pathname === route || pathname.startsWith(`${route}/`)))
    return 0;
  const events = read(storage);
  try {
    storage.removeItem(STORED_EVENTS_KEY);
  } catch {
    return 0;
  }
  for (const event of events) void analytics.track(event.name, event.data);
  return events.length;
}

/** The event parked just before the sign-in redirect (replayed on the page the member returns to). */
export const SIGN_IN_STARTED_EVENT = 'signInStarted';

/** Parks {@link SIGN_IN_STARTED_EVENT} with the page it started from. */
export function parkSignInStarted(): void {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    return;
  }
  storeEventForNextPage(storage, {
    name: SIGN_IN_STARTED_EVENT,
    data: { from_path: window.location.pathname },
  });
}
