/**
 * The analytics SDK's session, read the way @amplitude/analytics-browser 2.x keeps it: the cookie
 * `AMP_<first 10 characters of the API key>` holds `btoa(encodeURIComponent(JSON))` with
 * `sessionId` and `lastEventTime`; a session stays open 30 minutes after its last event (the
 * SDK's default `sessionTimeout`, which the site keeps: docs/tracking.md#analytics-sdk-options).
 */
export const SESSION_TIMEOUT_MS = 30 * 60 * 1000;

/** The SDK's stored identity, or an empty one when missing or unreadable. */
function storedIdentity(cookies: string, apiKey: string): Record<string, unknown> {
  const name = `AMP_${apiKey.slice(0, 10)}=`;
  const raw = apiKey
    ? cookies
        .split(/; */)
        .find((cookie) => cookie.startsWith(name))
        ?.slice(name.length)
    : undefined;
  if (!raw) return {};
  // The SDK writes it unescaped; a proxy or an older SDK may have escaped it once more.
  for (const unescape of [(value: string) => value, decodeURIComponent]) {
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(atob(unescape(raw))));
      if (typeof parsed === 'object' && parsed !== null) return parsed as Record<string, unknown>;
    } catch {
      // Try the next reading.
    }
  }
  return {};
}

/** The open session's id, or `now` (a session starting with this event), as the SDK decides it. */
export function amplitudeSessionId(cookies: string, apiKey: string, now: number): number {
  const { sessionId, lastEventTime } = storedIdentity(cookies, apiKey);
  const open =
    typeof sessionId === 'number' &&
    typeof lastEventTime === 'number' &&
    now - lastEventTime < SESSION_TIMEOUT_MS;
  return open ? sessionId : now;
}
