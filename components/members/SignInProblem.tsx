import Alert from '@mui/material/Alert';
import { ActionButton } from '@/components/ui/ActionButton';
import { usePageLanguage } from '@/components/ui/PageLanguage';

interface SignInProblemProps {
  message: string;
  onClose: () => void;
  /** A "Try again" button, when the visitor can retry what failed. */
  onRetry?: (() => void) | undefined;
}

/** Explains, next to the account area, why signing in or out, or loading the member, failed. */
export default function SignInProblem({ message, onClose, onRetry }: SignInProblemProps) {
  const { shell } = usePageLanguage();
  return (
    <Alert
      id="sign-in-problem"
      severity="warning"
      role="alert"
      onClose={onClose}
      closeText={shell.close}
      {...(onRetry
        ? {
            action: (
              <ActionButton color="inherit" size="small" onClick={onRetry}>
                {shell.tryAgain}
              </ActionButton>
            ),
          }
        : {})}
      sx={{
        position: 'absolute',
        top: '100%',
        right: 0,
        mt: 1,
        width: { xs: 280, sm: 360 },
        zIndex: 1,
      }}
    >
      {message}
    </Alert>
  );
}
