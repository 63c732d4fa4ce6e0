import { ActionButton, ActionLink } from '@/components/ui/ActionButton';
import Notice from '@/components/ui/Notice';
import styles from './AuthCallbackFailure.module.css';

interface AuthCallbackFailureProps {
  message: string;
  supportPhone: string;
  onSignIn: () => void;
}

/** The friendly way out of a failed or stalled sign-in: what happened, whom to call, two ways on. */
export default function AuthCallbackFailure({
  message,
  supportPhone,
  onSignIn,
}: AuthCallbackFailureProps) {
  return (
    <div className={styles.failure}>
      <Notice tone="error" role="alert">
        {message} Please sign in again. If it keeps happening, call {supportPhone}.
      </Notice>
      <div className={styles.actions}>
        <ActionButton variant="contained" onClick={onSignIn}>
          Sign in again
        </ActionButton>
        <ActionLink href="/" variant="outlined">
          Go to the home page
        </ActionLink>
      </div>
    </div>
  );
}
