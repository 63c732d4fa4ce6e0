/** @jest-environment node */
import {
  signInRuntimeNeededAtLoad,
  type SignInRuntimeSituation,
} from '@/lib/members/auth/client/signInRuntimeTriggers';

const oidc = {
  authority: 'http://localhost:4000',
  clientId: 'hp-vhp',
  storagePrefix: 'hp-vhp.oidc.',
};
const STORED_KEY = 'hp-vhp.oidc.user:http://localhost:4000:hp-vhp';

function storageWith(entries: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => entries[key] ?? null };
}

function situation(overrides: Partial<SignInRuntimeSituation>): SignInRuntimeSituation {
  return { pathname: '/', serverSignedIn: false, storage: storageWith({}), oidc, ...overrides };
}

describe('signInRuntimeNeededAtLoad', () => {
  it.each<[string, Partial<SignInRuntimeSituation>, boolean]>([
    ['an anonymous visitor on the landing page', {}, false],
    ['an anonymous visitor on the calculator', { pathname: '/nanny-tax-calculator' }, false],
    ['the sign-in return page', { pathname: '/authCallback' }, true],
    ['the silent renew page', { pathname: '/authCallback/silent' }, true],
    ['the Spanish sign-in return page', { pathname: '/es/authCallback' }, true],
    ['a Spanish page', { pathname: '/es/caregivers' }, false],
    ['a member the server signed in', { serverSignedIn: true }, true],
    ['a tab with a stored user', { storage: storageWith({ [STORED_KEY]: '{}' }) }, true],
    [
      'a stored user of another client',
      { storage: storageWith({ 'x.oidc.user:a:b': '{}' }) },
      false,
    ],
    ['no readable storage', { storage: undefined }, false],
  ])('for %s: %p', (_, overrides, expected) => {
    expect(signInRuntimeNeededAtLoad(situation(overrides))).toBe(expected);
  });

  it('never loads the library when no identity provider is configured', () => {
    const unconfigured = { ...oidc, authority: null };
    expect(
      signInRuntimeNeededAtLoad(
        situation({ oidc: unconfigured, pathname: '/authCallback', serverSignedIn: true }),
      ),
    ).toBe(false);
  });

  it('treats storage that throws on read as holding no user', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(signInRuntimeNeededAtLoad(situation({ storage: throwing }))).toBe(false);
  });
});
