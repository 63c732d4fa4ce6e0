import { act, renderHook, waitFor } from '@testing-library/react';
import { usePendingAuthAction } from '@/components/members/usePendingAuthAction';
import { useSignInActions } from '@/components/members/useSignInActions';
import type { AuthService } from '@/lib/members/auth/AuthService';
import { clearServerSession } from '@/lib/members/auth/client/sessionApi';

jest.mock('@/lib/members/auth/client/sessionApi', () => ({
  clearServerSession: jest.fn(() => Promise.resolve()),
}));
jest.mock('@/lib/platform/logging/browserLogger', () => ({
  browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

function fakeService(
  overrides: Partial<Record<'login' | 'logout' | 'revokeTokens', jest.Mock>> = {},
) {
  const mocks = {
    login: jest.fn(() => Promise.resolve()),
    logout: jest.fn(() => Promise.resolve()),
    revokeTokens: jest.fn(() => Promise.resolve()),
    resetUserData: jest.fn(() => Promise.resolve()),
    ...overrides,
  };
  return { service: mocks as unknown as AuthService, mocks };
}

describe('useSignInActions', () => {
  it('signs in to a given path under the base path, showing progress', () => {
    const { service, mocks } = fakeService();
    const { result } = renderHook(() => useSignInActions(service));
    act(() => result.current.signIn('/nanny-tax-calculator?state=CA'));
    expect(mocks.login).toHaveBeenCalledWith('/app/hp-vhp/nanny-tax-calculator?state=CA');
    expect(result.current.status).toBe('working');
  });

  it('says when the identity provider cannot be reached', async () => {
    const { service } = fakeService({
      login: jest.fn(() => Promise.reject(new Error('offline'))),
    });
    const { result } = renderHook(() => useSignInActions(service));
    act(() => result.current.signIn('/'));
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    expect(result.current.problem).toBe('providerUnreachable');
  });

  it('signs out: server session first, then revocation, then the provider', async () => {
    const order: string[] = [];
    jest.mocked(clearServerSession).mockImplementation(() => {
      order.push('session');
      return Promise.resolve();
    });
    const { service } = fakeService({
      revokeTokens: jest.fn(() => {
        order.push('revoke');
        return Promise.resolve();
      }),
      logout: jest.fn(() => {
        order.push('logout');
        return Promise.resolve();
      }),
    });
    const { result } = renderHook(() => useSignInActions(service));
    act(() => result.current.signOut());
    await waitFor(() => expect(order).toEqual(['session', 'revoke', 'logout']));
  });

  it('leaves for the provider only once the revocation has finished', async () => {
    let finishRevocation: () => void = () => undefined;
    const { service, mocks } = fakeService({
      revokeTokens: jest.fn(
        () =>
          new Promise<void>((resolve) => {
            finishRevocation = resolve;
          }),
      ),
    });
    const { result } = renderHook(() => useSignInActions(service));
    act(() => result.current.signOut());
    await waitFor(() => expect(mocks.revokeTokens).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(mocks.logout).not.toHaveBeenCalled();
    act(() => finishRevocation());
    await waitFor(() => expect(mocks.logout).toHaveBeenCalledTimes(1));
  });

  it('signs out once however often it is asked, returning to the page it was on', async () => {
    window.history.replaceState(null, '', '/app/hp-vhp/referral?utm_source=x');
    const { service, mocks } = fakeService();
    const { result } = renderHook(() => useSignInActions(service));
    act(() => {
      result.current.signOut();
      result.current.signOut();
    });
    await waitFor(() => expect(mocks.logout).toHaveBeenCalledTimes(1));
    expect(mocks.revokeTokens).toHaveBeenCalledTimes(1);
    expect(mocks.logout).toHaveBeenCalledWith('/app/hp-vhp/referral?utm_source=x');
  });
});

describe('usePendingAuthAction', () => {
  it('carries out a remembered click once, and reports it taken', () => {
    const signIn = jest.fn();
    const signOut = jest.fn();
    const taken = jest.fn();
    const pending = { kind: 'signIn' as const, returnTo: '/referral' };
    const { rerender } = renderHook(
      ({ action }) => usePendingAuthAction(action, taken, signIn, signOut),
      { initialProps: { action: pending } },
    );
    rerender({ action: pending });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith('/referral');
    expect(taken).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('does nothing without a pending click', () => {
    const signIn = jest.fn();
    renderHook(() => usePendingAuthAction(null, jest.fn(), signIn, jest.fn()));
    expect(signIn).not.toHaveBeenCalled();
  });
});
