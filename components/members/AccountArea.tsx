import { styled } from '@mui/material/styles';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ActionButton, ActionLink } from '@/components/ui/ActionButton';
import { greetingName } from '@/lib/members/graphql/member';
import { useSiteAuth } from '@/components/members/SiteAuthContext';
import { BUTTON_SIZES } from '@/lib/site/theme/tokens';

// Loaded only when there is a problem to explain: Alert and its icons stay off the first load.
const SignInProblem = dynamic(() => import('./SignInProblem'), { ssr: false });

interface AccountAreaProps {
  getStartedHref: string;
}

const Area = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  position: 'relative',
}));

const MemberName = styled('span')(({ theme }) => ({
  fontWeight: 600,
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

// As wide as the small buttons around it (the theme's minimum): an easier target than its word.
const SignIn = styled(ActionButton)({ minWidth: BUTTON_SIZES.small.minWidth });

// Phones reach "Get started" in the mobile menu; the header keeps just "Sign in" there.
const GetStarted = styled(ActionLink)(({ theme }) => ({
  [theme.breakpoints.down('sm')]: { display: 'none' },
}));

/**
 * The header's account area: "Sign in" and "Get started" for visitors; the member's name and
 * "Sign out" when signed in (rendered on the server after a reload). A problem reaching the
 * identity provider is explained right here, next to the button that failed. While the sign-in
 * code loads (on the first click) the button says "Signing in…" and is marked busy.
 */
export default function AccountArea({ getStartedHref }: AccountAreaProps) {
  const { auth, status, problem, signIn, signOut, memberLoadProblem } = useSiteAuth();
  const busy = status === 'working';
  // A problem is explained once someone tries to sign in, not shouted at every visitor.
  const [attempted, setAttempted] = useState(false);
  const visibleProblem = attempted ? problem : null;
  const [memberProblemClosed, setMemberProblemClosed] = useState(false);
  return (
    <Area data-account-area>
      {auth.isLoggedIn && auth.member ? (
        <>
          {/* The greeting slot: the only member text a page may render on the server, filled per
              response on cached pages (docs/members.md#member-data-on-pages). */}
          <MemberName data-member-name>Hi, {greetingName(auth.member)}</MemberName>
          <ActionButton variant="outlined" size="small" onClick={signOut} disabled={busy}>
            Sign out
          </ActionButton>
        </>
      ) : (
        <>
          <SignIn
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
          </SignIn>
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
