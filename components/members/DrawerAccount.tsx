import Box from '@mui/material/Box';
import { ActionButton, ActionLink } from '@/components/ui/ActionButton';
import placement from '@/components/ui/placement.module.css';
import { greetingName } from '@/lib/members/graphql/member';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import AccountLinks from './AccountLinks';
import { useSiteAuth } from './SiteAuthContext';
import type { NextStepSite } from './useMemberNextStep';
import { useUnloadedMember } from './useUnloadedMember';

interface DrawerAccountProps {
  site: NextStepSite;
  getStartedHref: string;
}

/**
 * The account part of the mobile drawer (loaded on the first open, so after hydration): for a
 * member the name, the next step, the member app and "Sign out"; signed in but not loaded, "Signed
 * in" and "Sign out"; for a visitor "Get started".
 */
export default function DrawerAccount({ site, getStartedHref }: DrawerAccountProps) {
  const { auth, signOut, status } = useSiteAuth();
  const { shell } = usePageLanguage();
  const memberLoadProblem = useUnloadedMember(site.supportPhone);
  const signOutButton = (
    <ActionButton
      variant="outlined"
      fullWidth
      onClick={signOut}
      disabled={status === 'working'}
      aria-busy={status === 'working' || undefined}
    >
      {shell.account.signOut}
    </ActionButton>
  );
  if (auth.isLoggedIn && auth.member) {
    return (
      <Box data-drawer-account sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, my: 2 }}>
        <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
          {`${shell.account.greeting} `}
          {greetingName(auth.member)}
        </Box>
        <AccountLinks site={site} enrollmentHref={getStartedHref} />
        {signOutButton}
      </Box>
    );
  }
  if (memberLoadProblem) {
    return (
      <Box data-drawer-account sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, my: 2 }}>
        <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
          {shell.account.signedIn}
        </Box>
        {signOutButton}
      </Box>
    );
  }
  // Enrollment is another app on the origin: a plain anchor, not Next's link.
  return (
    <ActionLink
      variant="contained"
      fullWidth
      href={getStartedHref}
      external
      className={placement.marginBlock2}
    >
      {shell.getStarted}
    </ActionLink>
  );
}
