import { styled } from '@mui/material/styles';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ActionButton, ActionLink } from '@/components/ui/ActionButton';
import { greetingName } from '@/lib/members/graphql/member';
import { useSiteAuth } from '@/components/members/SiteAuthContext';
import { ACCOUNT_COPY } from '@/lib/members/account/memberNextStep';
import { BUTTON_SIZES } from '@/lib/site/theme/tokens';
import type { NextStepSite } from './useMemberNextStep';
import { useUnloadedMember } from './useUnloadedMember';

// Loaded only when there is a problem to explain: Alert and its icons stay off the first load.
const SignInProblem = dynamic(() => import('./SignInProblem'), { ssr: false });
// A member's menu (next step, member app) is rendered on the server for members, and its code is
// loaded only where a member is signed in: anonymous pages, most of the traffic, never carry it.
const AccountMenu = dynamic(() => import('./AccountMenu'));

interface AccountAreaProps {
  getStartedHref: string;
  site: NextStepSite;
}

const Area = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  position: 'relative',
}));

const MemberName = styled('span')({ fontWeight: 600 });

// Phones have the account menu in the drawer (MobileMenuDrawer); the header keeps "Sign out".
const AboveSm = styled('div')(({ theme }) => ({
  position: 'relative',
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

const SignedInNote = styled('span')(({ theme }) => ({
  fontWeight: 600,
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

// As wide as the small buttons around it (the theme's minimum): an easier target than its word.
// On a phone "Sign in" or "Sign out" sits alone beside the logo and the menu, and at 320 px the
// theme's 120 px would push the menu button off the screen.
const HeaderAction = styled(ActionButton)(({ theme }) => ({
  minWidth: BUTTON_SIZES.small.minWidth,
  [theme.breakpoints.down('sm')]: { minWidth: 64 },
}));

// Phones reach "Get started" in the mobile menu; the header keeps just "Sign in" there.
const GetStarted = styled(ActionLink)(({ theme }) => ({
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

/**
 * The header's account area: "Sign in" and "Get started" for visitors; the account menu with the
 * member's name, and "Sign out", when signed in (rendered on the server after a reload). A member
 * who is signed in but could not be loaded keeps a signed-in header, with sign-out and a retry. A
 * problem reaching the identity provider is explained right here, next to the button that failed.
 * While the sign-in code loads (on the first click) the button says "Signing in…" and is busy.
 */
export default function AccountArea({ getStartedHref, site }: AccountAreaProps) {
  const { auth, status, problem, signIn, signOut } = useSiteAuth();
  const memberLoadProblem = useUnloadedMember(site.supportPhone);
  const busy = status === 'working';
  // A problem is explained once someone tries to sign in, not shouted at every visitor.
  const [attempted, setAttempted] = useState(false);
  const visibleProblem = attempted ? problem : null;
  const [memberProblemClosed, setMemberProblemClosed] = useState(false);
  const signOutButton = (
    <HeaderAction
      variant="outlined"
      size="small"
      onClick={signOut}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {ACCOUNT_COPY.signOut}
    </HeaderAction>
  );
  return (
    <Area data-account-area>
      {auth.isLoggedIn && auth.member ? (
        <>
          <AboveSm>
            <AccountMenu site={site} enrollmentHref={getStartedHref}>
              {/* The greeting slot: the only member text a page may render on the server, filled
                  per response on cached pages (docs/members.md#member-data-on-pages). */}
              <MemberName data-member-name>Hi, {greetingName(auth.member)}</MemberName>
            </AccountMenu>
          </AboveSm>
          {signOutButton}
        </>
      ) : memberLoadProblem ? (
        // Signed in here, but the member could not be loaded: still a way out, and a retry below.
        <>
          <SignedInNote data-signed-in-unloaded>{ACCOUNT_COPY.signedIn}</SignedInNote>
          {signOutButton}
        </>
      ) : (
        <>
          <HeaderAction
            variant="text"
            size="small"
            onClick={() => {
              setAttempted(true);
              signIn();
            }}
            disabled={busy}
            aria-busy={busy}
            aria-describedby={visibleProblem ? 'sign-in-problem' : undefined}
          >
            {busy ? 'Signing in…' : 'Sign in'}
          </HeaderAction>
          {/* Enrollment is another app on the origin: a plain anchor, not Next's link. */}
          <GetStarted variant="contained" href={getStartedHref} external>
            Get started
          </GetStarted>
        </>
      )}
      {visibleProblem ? (
        <SignInProblem message={visibleProblem} onClose={() => setAttempted(false)} />
      ) : memberLoadProblem && !auth.isLoggedIn && !memberProblemClosed ? (
        <SignInProblem
          message={memberLoadProblem.message}
          onClose={() => setMemberProblemClosed(true)}
          onRetry={memberLoadProblem.retry}
        />
      ) : null}
    </Area>
  );
}
