import type { User } from 'oidc-client-ts';
import {
  completeSignIn,
  completeSignOut,
  stripSignOutParams,
} from '@/lib/members/auth/client/callbackHandlers';
import { isSignOutReturn } from '@/lib/members/auth/client/signOutReturn';
import { establishServerSession } from '@/lib/members/auth/client/sessionApi';

jest.mock('@/lib/members/auth/client/sessionApi', () => ({
  establishServerSession: jest.fn(() => Promise.resolve(true)),
}));
jest.mock('@/lib/platform/logging/browserLogger', () => ({
  browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

describe('completeSignIn', () => {
  beforeEach(() =>
    window.history.replaceState(null, '', '/app/hp-vhp/authCallback?code=c&state=s'),
  );

  it('clears code and state from the address bar, opens the server session, returns safely', async () => {
    const router = { replace: jest.fn(() => Promise.resolve(true)) };
    const user = {
      access_token: 'AT',
      state: { returnTo: '/app/hp-vhp/referral?x=1' },
    } as unknown as User;
    await completeSignIn(user, router);
    expect(window.location.search).toBe('');
    expect(establishServerSession).toHaveBeenCalledWith('AT');
    expect(router.replace).toHaveBeenCalledWith('/referral?x=1');
  });

  it('never returns to another origin', async () => {
    const router = { replace: jest.fn(() => Promise.resolve(true)) };
    const user = {
      access_token: 'AT',
      state: { returnTo: 'https://evil.example/' },
    } as unknown as User;
    await completeSignIn(user, router);
    expect(router.replace).toHaveBeenCalledWith('/');
  });

  it('a silent renew (no user) only cleans the address bar', async () => {
    const router = { replace: jest.fn() };
    await completeSignIn(undefined, router);
    expect(router.replace).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/app/hp-vhp/authCallback');
  });
});

describe('sign-out return', () => {
  it('is the landing page with a state parameter, and nothing else', () => {
    expect(isSignOutReturn({ pathname: '/app/hp-vhp', search: '?state=abc' })).toBe(true);
    expect(isSignOutReturn({ pathname: '/app/hp-vhp', search: '' })).toBe(false);
    expect(isSignOutReturn({ pathname: '/app/hp-vhp/referral', search: '?state=abc' })).toBe(false);
  });

  it('strips the response parameters from the address bar', () => {
    window.history.replaceState(null, '', '/app/hp-vhp?state=abc');
    stripSignOutParams();
    expect(window.location.pathname + window.location.search).toBe('/app/hp-vhp');
  });

  it.each([
    [{ returnTo: '/app/hp-vhp/caregivers?utm_source=x' }, '/caregivers?utm_source=x'],
    [{ returnTo: 'https://evil.example/' }, null],
    [{ returnTo: '//evil.example/app/hp-vhp' }, null],
    [undefined, null],
  ])('after the provider, returns to the page signed out on (%p), if safe', async (state, to) => {
    window.history.replaceState(null, '', '/app/hp-vhp?state=abc');
    const router = { replace: jest.fn(() => Promise.resolve(true)) };
    await completeSignOut({ userState: state }, router);
    expect(window.location.pathname + window.location.search).toBe('/app/hp-vhp');
    if (to) expect(router.replace).toHaveBeenCalledWith(to);
    else expect(router.replace).not.toHaveBeenCalled();
  });
});
