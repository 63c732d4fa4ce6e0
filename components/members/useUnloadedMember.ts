import { useMemo } from 'react';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { useSiteAuth } from './SiteAuthContext';

/** What the account area says to a member it could not load, and how to try again. */
export interface UnloadedMember {
  message: string;
  retry: () => void;
}

/**
 * The problem of a member who is signed in but could not be loaded, or null: the browser's own
 * failed load (with its retry), else a page the server rendered without the member (retried by
 * loading the page again). Either way the header stays signed in (docs/members.md#account-menu).
 */
export function useUnloadedMember(supportPhone: string): UnloadedMember | null {
  const { auth, memberLoadProblem } = useSiteAuth();
  const serverUnavailable = !auth.isLoggedIn && auth.memberUnavailable === true;
  const loadProblem = usePageLanguage().shell.account.loadProblem;
  return useMemo(() => {
    const retry = memberLoadProblem
      ? memberLoadProblem.retry
      : serverUnavailable
        ? () => window.location.reload()
        : null;
    return retry ? { message: loadProblem.replace('{phone}', () => supportPhone), retry } : null;
  }, [memberLoadProblem, serverUnavailable, supportPhone, loadProblem]);
}
