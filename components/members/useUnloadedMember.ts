import { useMemo } from 'react';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import type { SiteAuth } from '@/lib/members/auth/siteAuth';
import { useSiteAuth } from './SiteAuthContext';

/**
 * The problem of a member who is signed in but could not be loaded, or null: the browser's own
 * failed load (with its retry), else a page the server rendered without the member (retried by
 * loading the page again). Either way the header stays signed in (docs/members.md#account-menu).
 */
export function useUnloadedMember(supportPhone: string): SiteAuth['memberLoadProblem'] {
  const { auth, memberLoadProblem } = useSiteAuth();
  const serverUnavailable = !auth.isLoggedIn && auth.memberUnavailable === true;
  const loadProblem = usePageLanguage().shell.account.loadProblem;
  return useMemo(() => {
    if (memberLoadProblem) return memberLoadProblem;
    if (!serverUnavailable) return null;
    return {
      message: loadProblem.replace('{phone}', () => supportPhone),
      retry: () => window.location.reload(),
    };
  }, [memberLoadProblem, serverUnavailable, supportPhone, loadProblem]);
}
