import Alert from '@mui/material/Alert';

interface SignInProblemProps {
  message: string;
  onClose: () => void;
}

/** Explains, next to the account area, why signing in or out cannot work right now. */
export default function SignInProblem({ message, onClose }: SignInProblemProps) {
  return (
    <Alert
      id="sign-in-problem"
      severity="warning"
      role="alert"
      onClose={onClose}
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
