import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
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
            onClick={signIn}
            disabled={busy}
            aria-describedby={problem ? 'sign-in-problem' : undefined}
          >
            Sign in
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
      {problem ? (
        <Alert
          id="sign-in-problem"
          severity="warning"
          role="alert"
          sx={{
            position: 'absolute',
            top: '100%',
            right: 0,
            mt: 1,
            width: { xs: 280, sm: 360 },
            zIndex: 1,
          }}
        >
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
