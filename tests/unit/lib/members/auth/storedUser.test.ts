/** @jest-environment node */
import {
  isStoredUserValid,
  readValidAccessToken,
  storedUserKey,
} from '@/lib/members/auth/storedUser';

const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

/** A minimal Storage stand-in holding one key. */
function storageWith(key: string, value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (asked) => (asked === key ? value : null) };
}

describe('storedUserKey', () => {
  it('is prefix + "user:" + authority + ":" + client id', () => {
    expect(storedUserKey('oidc.', 'https://id.example.com', 'hp-vhp')).toBe(
      'oidc.user:https://id.example.com:hp-vhp',
    );
  });

  it('keeps a configured prefix ending in "oidc." verbatim', () => {
    expect(storedUserKey('hp-vhp.oidc.', 'https://id.example.com/realms/x', 'client-1')).toBe(
      'hp-vhp.oidc.user:https://id.example.com/realms/x:client-1',
    );
  });

  it('differs per authority and per client id', () => {
    const keys = new Set([
      storedUserKey('oidc.', 'https://a.example.com', 'one'),
      storedUserKey('oidc.', 'https://b.example.com', 'one'),
      storedUserKey('oidc.', 'https://a.example.com', 'two'),
    ]);
    expect(keys.size).toBe(3);
  });
});

describe('isStoredUserValid with an explicit clock', () => {
  it.each<[string, number, number, boolean]>([
    ['one second left, no margin', NOW_S + 1, 0, true],
    ['expiring exactly now', NOW_S, 0, false],
    ['expired a second ago', NOW_S - 1, 0, false],
    ['a fraction of a second left', NOW_S + 0.001, 0, true],
    ['61 s left with a 60 s margin', NOW_S + 61, 60, true],
    ['60 s left with a 60 s margin (boundary)', NOW_S + 60, 60, false],
    ['59 s left with a 60 s margin', NOW_S + 59, 60, false],
  ])('%s → %p', (_label, expiresAt, margin, expected) => {
    expect(isStoredUserValid({ expires_at: expiresAt }, margin, NOW_S)).toBe(expected);
  });

  it.each<[string, { expires_at?: number } | null | undefined]>([
    ['null', null],
    ['undefined', undefined],
    ['no expires_at', {}],
    ['NaN expires_at', { expires_at: Number.NaN }],
    ['infinite expires_at', { expires_at: Number.POSITIVE_INFINITY }],
  ])('treats %s as invalid', (_label, user) => {
    expect(isStoredUserValid(user, 0, NOW_S)).toBe(false);
  });

  it('treats a string expires_at (garbage from storage) as invalid', () => {
    const garbage = JSON.parse(`{"expires_at":"${NOW_S + 3600}"}`) as { expires_at?: number };
    expect(isStoredUserValid(garbage, 0, NOW_S)).toBe(false);
  });
});

describe('isStoredUserValid with the real clock (fake timers)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW_MS });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('defaults the margin to 0 and now to Date.now()', () => {
    expect(isStoredUserValid({ expires_at: NOW_S + 1 })).toBe(true);
    expect(isStoredUserValid({ expires_at: NOW_S })).toBe(false);
  });

  it('turns invalid exactly when the clock reaches expires_at - margin', () => {
    const user = { expires_at: NOW_S + 120 };
    jest.setSystemTime(NOW_MS + 59_999);
    expect(isStoredUserValid(user, 60)).toBe(true);
    jest.setSystemTime(NOW_MS + 60_000);
    expect(isStoredUserValid(user, 60)).toBe(false);
  });
});

describe('readValidAccessToken', () => {
  const KEY = 'oidc.user:https://id.example.com:hp-vhp';

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW_MS });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('returns the access token of an unexpired stored user', () => {
    const raw = JSON.stringify({ access_token: 'AT-1', expires_at: NOW_S + 300, id_token: 'x' });
    expect(readValidAccessToken(storageWith(KEY, raw), KEY)).toBe('AT-1');
  });

  it('reads only the given key', () => {
    const raw = JSON.stringify({ access_token: 'AT-1', expires_at: NOW_S + 300 });
    expect(readValidAccessToken(storageWith(KEY, raw), `${KEY}-other`)).toBeNull();
  });

  it('returns null once the stored token expires (boundary exactly at now)', () => {
    const raw = JSON.stringify({ access_token: 'AT-1', expires_at: NOW_S + 1 });
    const storage = storageWith(KEY, raw);
    expect(readValidAccessToken(storage, KEY)).toBe('AT-1');
    jest.setSystemTime(NOW_MS + 1000);
    expect(readValidAccessToken(storage, KEY)).toBeNull();
  });

  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['an empty string', ''],
    ['garbage', '{not json'],
    ['JSON null', 'null'],
    ['a JSON string', '"AT-1"'],
    ['a JSON number', '1'],
    ['a JSON array', '[]'],
    ['no access token', JSON.stringify({ expires_at: NOW_S + 300 })],
    ['a non-string access token', JSON.stringify({ access_token: 42, expires_at: NOW_S + 300 })],
    ['no expiry', JSON.stringify({ access_token: 'AT-1' })],
    ['a string expiry', JSON.stringify({ access_token: 'AT-1', expires_at: `${NOW_S + 300}` })],
    ['an expired token', JSON.stringify({ access_token: 'AT-1', expires_at: NOW_S - 1 })],
    ['a token expiring now', JSON.stringify({ access_token: 'AT-1', expires_at: NOW_S })],
  ])('returns null for %s', (_label, raw) => {
    expect(readValidAccessToken(storageWith(KEY, raw), KEY)).toBeNull();
  });

  it('returns null without storage (server rendering)', () => {
    expect(readValidAccessToken(undefined, KEY)).toBeNull();
  });
});
