import { useEffect } from 'react';
import type { AuthService } from '@/lib/members/auth/AuthService';
import { establishServerSession } from '@/lib/members/auth/client/sessionApi';

/**
 * Hands every renewed token to the server session: its cookie expires with the token it holds,
 * so without this a member would be signed out on the server while the tab still renews.
 */
export function useSessionCookieRenewal(service: AuthService): void {
  useEffect(
    () =>
      service.userManager.events.addUserLoaded((user) => {
        void establishServerSession(user.access_token).catch(() => false);
      }),
    [service],
  );
}
