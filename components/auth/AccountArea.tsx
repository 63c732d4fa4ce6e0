import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { greetingName } from '@/lib/graphql/member';
import { useSiteAuth } from '@/lib/auth/siteAuthContext';

// Loaded only when there is a problem to explain: Alert and its icons stay off the first load.
const SignInProblem = dynamic(() => import('./SignInProblem'), { ssr: false });

interface AccountAreaProps {
  getStartedHref: string;
}

/**
 * The header's account area: "Sign in" and "Get started" for visitors; the member's name and
 * "Sign out" when signed in (rendered on the server after a reload). A problem reaching the
 * identity provider is explained right here, next to the button that failed.
 */
export default function AccountArea({ getStartedHref }: AccountAreaProps) {
  const { auth, status, problem, signIn, signOut, memberLoadProblem } = useSiteAuth();
  const busy = status === 'working';
  // A problem is explained once someone tries to sign in, not shouted at every visitor.
  const [attempted, setAttempted] = useState(false);
  const visibleProblem = attempted ? problem : null;
  const [memberProblemClosed, setMemberProblemClosed] = useState(false);
  return (
    <Box
      data-account-area
      sx={{ display: 'flex', alignItems: 'center', gap: 1, position: 'relative' }}
    >
      {auth.isLoggedIn && auth.member ? (
        <>
          <Typography
            component="span"
            sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline' } }}
            data-member-name
          >
            Hi, {greetingName(auth.member)}
          </Typography>
          <Button variant="outlined" size="small" onClick={signOut} disabled={busy}>
            Sign out
          </Button>
        </>
      ) : (
        <>
          <Button
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
          </Button>
          <Button
            variant="contained"
            href={getStartedHref}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            Get started
          </Button>
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
    </Box>
  );
}
