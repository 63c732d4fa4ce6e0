import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import Link from '@/components/link/Link';
import { isAnonymousSessionError } from '@/lib/auth/authErrors';
import { useSiteAuth } from '@/lib/auth/siteAuthContext';

interface AuthCallbackStatusProps {
  supportPhone: string;
}

/** Words for a failed sign-in; never the library's message or a stack trace. */
function failureMessage(error: unknown): string {
  if (isAnonymousSessionError(error)) return 'Your sign-in session ended before it finished.';
  const text = error instanceof Error ? error.message : '';
  if (/state/i.test(text)) return 'This sign-in link has expired or was already used.';
  if (/network|fetch|timed out/i.test(text)) return 'We couldn’t reach the sign-in service.';
  return 'Something went wrong while signing you in.';
}

/**
 * What /authCallback shows while the library completes the sign-in (SPEC §2), and the friendly
 * way out when it fails: state mismatch, a provider error, or the network.
 */
export default function AuthCallbackStatus({ supportPhone }: AuthCallbackStatusProps) {
  const { signIn, callbackError } = useSiteAuth();
  if (callbackError) {
    return (
      <Box sx={{ maxWidth: 560 }}>
        <Alert severity="error" sx={{ mb: 3 }}>
          {failureMessage(callbackError)} Please sign in again. If it keeps happening, call{' '}
          {supportPhone}.
        </Alert>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => signIn('/')}>
            Sign in again
          </Button>
          <Button component={Link} href="/" variant="outlined">
            Go to the home page
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status" aria-live="polite">
      <CircularProgress size={32} aria-label="Signing you in" />
      <Typography>Signing you in securely. This takes just a moment…</Typography>
    </Box>
  );
}
