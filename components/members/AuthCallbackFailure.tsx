import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ActionButton, ActionLink } from '@/components/ui/ActionButton';

interface AuthCallbackFailureProps {
  message: string;
  supportPhone: string;
  onSignIn: () => void;
}

/** The friendly way out of a failed sign-in; loaded only then, so Alert stays off the first load. */
export default function AuthCallbackFailure({
  message,
  supportPhone,
  onSignIn,
}: AuthCallbackFailureProps) {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Alert severity="error" sx={{ mb: 3 }}>
        {message} Please sign in again. If it keeps happening, call {supportPhone}.
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <ActionButton variant="contained" onClick={onSignIn}>
          Sign in again
        </ActionButton>
        <ActionLink href="/" variant="outlined">
          Go to the home page
        </ActionLink>
      </Box>
    </Box>
  );
}
