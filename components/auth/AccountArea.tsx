import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { greetingName } from '@/lib/graphql/member';
import { useSiteAuth } from '@/lib/auth/siteAuthContext';

interface AccountAreaProps {
  getStartedHref: string;
}

/**
 * The header's account area: "Sign in" and "Get started" for visitors; the member's name and
 * "Sign out" when signed in (rendered on the server after a reload). A problem reaching the
 * identity provider is explained right here, next to the button that failed.
 */
export default function AccountArea({ getStartedHref }: AccountAreaProps) {
  const { auth, status, problem, signIn, signOut } = useSiteAuth();
  const busy = status === 'working';
  // A problem is explained once someone tries to sign in, not shouted at every visitor.
  const [attempted, setAttempted] = useState(false);
  const visibleProblem = attempted ? problem : null;
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
        <Alert
          id="sign-in-problem"
          severity="warning"
          role="alert"
          onClose={() => setAttempted(false)}
          sx={{
            position: 'absolute',
            top: '100%',
            right: 0,
            mt: 1,
            width: { xs: 280, sm: 360 },
            zIndex: 1,
          }}
        >
          {visibleProblem}
        </Alert>
      ) : null}
    </Box>
  );
}
