import { act, renderHook } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import {
  useSessionMonitor,
  type MonitoredUserManager,
} from '@/components/members/useSessionMonitor';
import { clearServerSession } from '@/lib/members/auth/client/sessionApi';

jest.mock('@/lib/members/auth/client/sessionApi', () => ({ clearServerSession: jest.fn() }));
jest.mock('@/lib/platform/logging/browserLogger', () => ({
  browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

type Event = 'signedOut' | 'signedIn' | 'sessionChanged';

/** A user manager whose session events the test raises itself. */
function fakeUserManager() {
  const listeners: Record<Event, Array<() => void>> = {
    signedOut: [],
    signedIn: [],
    sessionChanged: [],
  };
  const add = (event: Event) => (callback: () => void) => {
    listeners[event].push(callback);
    return () => {
      listeners[event] = listeners[event].filter((c) => c !== callback);
    };
  };
  const manager = {
    removeUser: jest.fn(() => Promise.resolve()),
    signinSilent: jest.fn(() => Promise.resolve({ profile: { sub: 'm1' } } as User)),
    events: {
      addUserSignedOut: add('signedOut'),
      addUserSignedIn: add('signedIn'),
      addUserSessionChanged: add('sessionChanged'),
    },
  };
  const raise = async (event: Event) => {
    await act(async () => {
      listeners[event].forEach((callback) => callback());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return {
    manager: manager as typeof manager & MonitoredUserManager,
    raise,
    listenerCount: () => Object.values(listeners).flat().length,
  };
}

describe('useSessionMonitor', () => {
  const clear = jest.mocked(clearServerSession);
  beforeEach(() => clear.mockReset().mockResolvedValue(undefined));

  it('clears this tab and the server session when the member signs out elsewhere', async () => {
    const { manager, raise } = fakeUserManager();
    const onSignedOut = jest.fn();
    renderHook(() => useSessionMonitor(manager, { onSignedOut }));
    await raise('signedOut');
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(clear).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('still signs this tab out when the server session cannot be cleared', async () => {
    const { manager, raise } = fakeUserManager();
    clear.mockRejectedValue(new Error('offline'));
    const onSignedOut = jest.fn();
    renderHook(() => useSessionMonitor(manager, { onSignedOut }));
    await raise('signedOut');
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('renews silently when the session changes, and signs out when that fails', async () => {
    const { manager, raise } = fakeUserManager();
    const onSignedOut = jest.fn();
    renderHook(() => useSessionMonitor(manager, { onSignedOut }));
    await raise('sessionChanged');
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(onSignedOut).not.toHaveBeenCalled();

    manager.signinSilent.mockRejectedValueOnce(new Error('login_required'));
    await raise('sessionChanged');
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('picks up a sign-in made elsewhere', async () => {
    const { manager, raise } = fakeUserManager();
    const onSignedIn = jest.fn();
    renderHook(() => useSessionMonitor(manager, { onSignedOut: jest.fn(), onSignedIn }));
    await raise('signedIn');
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('stops listening when unmounted, and does not re-subscribe on every render', () => {
    const { manager, listenerCount } = fakeUserManager();
    const { rerender, unmount } = renderHook(() =>
      useSessionMonitor(manager, { onSignedOut: () => undefined }),
    );
    rerender();
    rerender();
    expect(listenerCount()).toBe(3);
    unmount();
    expect(listenerCount()).toBe(0);
  });
});
