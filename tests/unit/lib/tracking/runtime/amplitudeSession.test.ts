import { amplitudeSessionId, SESSION_TIMEOUT_MS } from '@/lib/tracking/runtime/amplitudeSession';

const KEY = 'local-analytics-key';
const NOW = 1_764_000_000_000;

/** The SDK's cookie as @amplitude/analytics-browser writes it. */
function ampCookie(identity: object, escapeOnceMore = false): string {
  const value = btoa(encodeURIComponent(JSON.stringify(identity)));
  return `other=1; AMP_${KEY.slice(0, 10)}=${escapeOnceMore ? encodeURIComponent(value) : value}`;
}

describe('amplitudeSessionId', () => {
  it.each([
    ['no cookie', '', NOW],
    ['an open session', ampCookie({ sessionId: 111, lastEventTime: NOW - 60_000 }), 111],
    [
      'a session escaped once more',
      ampCookie({ sessionId: 222, lastEventTime: NOW - 60_000 }, true),
      222,
    ],
    [
      'an expired session',
      ampCookie({ sessionId: 111, lastEventTime: NOW - SESSION_TIMEOUT_MS }),
      NOW,
    ],
    ['a session without its last event', ampCookie({ sessionId: 111 }), NOW],
    ['another key’s cookie', 'AMP_otherkey12=abc', NOW],
    ['an unreadable cookie', `AMP_${KEY.slice(0, 10)}=%%%not-base64`, NOW],
  ])('gives the session of %s', (_name, cookies, expected) => {
    expect(amplitudeSessionId(cookies, KEY, NOW)).toBe(expected);
  });

  it('starts a session when analytics has no key', () => {
    expect(amplitudeSessionId(ampCookie({ sessionId: 1, lastEventTime: NOW }), '', NOW)).toBe(NOW);
  });
});
