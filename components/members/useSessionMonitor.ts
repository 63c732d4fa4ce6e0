import type { UserManager } from 'oidc-client-ts';
import { useEffect, useRef } from 'react';
import { clearServerSession } from '@/lib/members/auth/client/sessionApi';
import { browserLogger } from '@/lib/platform/logging/browserLogger';

export interface SessionMonitorReactions {
  /** This tab's sign-in was cleared (the member signed out elsewhere, or another one signed in). */
  onSignedOut: () => void;
  /** A session that began elsewhere was picked up in this tab. */
  onSignedIn?: () => void;
}

type SessionEvents = Pick<
  UserManager['events'],
  'addUserSignedOut' | 'addUserSignedIn' | 'addUserSessionChanged'
>;

/** The parts of the user manager the session monitor's reactions use. */
export type MonitoredUserManager = Pick<UserManager, 'removeUser' | 'signinSilent'> & {
  events: SessionEvents;
};

/**
 * Reacts to the library's session monitor (docs/members.md#session-monitor: the provider's
 * check-session iframe, polled every 2 s, raises signed-in, signed-out or session-changed;
 * `monitorSession` is on and works whenever the provider advertises `check_session_iframe`):
 * - signed out (at the provider, or a different member signed in there): forget the user in this
 *   tab and clear the server session cookie, then `onSignedOut` (the page re-renders logged out);
 * - session changed (same member, new provider session): renew silently; if that fails, treat it
 *   as signed out;
 * - signed in elsewhere while this tab is anonymous: sign in silently, then `onSignedIn`.
 */
export function useSessionMonitor(
  userManager: MonitoredUserManager,
  reactions: SessionMonitorReactions,
): void {
  // The latest reactions, without re-subscribing on every render.
  const latest = useRef(reactions);
  useEffect(() => {
    latest.current = reactions;
  });

  useEffect(() => {
    const signOutHere = async (reason: string) => {
      browserLogger.info({ event: 'SessionEnded', reason }, 'Signed out of this tab');
      await userManager.removeUser().catch(() => undefined);
      await clearServerSession().catch(() => undefined);
      latest.current.onSignedOut();
    };
    const renewOrSignOut = async () => {
      try {
        await userManager.signinSilent();
      } catch {
        await signOutHere('session changed and could not be renewed');
      }
    };
    const pickUpSignIn = async () => {
      const user = await userManager.signinSilent().catch(() => null);
      if (user) latest.current.onSignedIn?.();
    };
    const unsubscribe = [
      userManager.events.addUserSignedOut(() => void signOutHere('signed out at the provider')),
      userManager.events.addUserSessionChanged(() => void renewOrSignOut()),
      userManager.events.addUserSignedIn(() => void pickUpSignIn()),
    ];
    return () => unsubscribe.forEach((remove) => remove());
  }, [userManager]);
}
