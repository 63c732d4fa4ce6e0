import { ActionButton, ActionLink } from '@/components/ui/ActionButton';
import Notice from '@/components/ui/Notice';
import type { AuthCallbackText } from '@/lib/site/content/authCallbackContent';
import styles from './AuthCallbackFailure.module.css';

interface AuthCallbackFailureProps {
  message: string;
  supportPhone: string;
  onSignIn: () => void;
  /** The main page in the page's language. */
  home: string;
  text: Pick<AuthCallbackText, 'tryAgain' | 'signInAgain' | 'home'>;
}

/** The friendly way out of a failed or stalled sign-in: what happened, whom to call, two ways on. */
export default function AuthCallbackFailure({
  message,
  supportPhone,
  onSignIn,
  home,
  text,
}: AuthCallbackFailureProps) {
  return (
    <div className={styles.failure}>
      <Notice tone="error" role="alert">
        {message} {text.tryAgain.replace('{phone}', supportPhone)}
      </Notice>
      <div className={styles.actions}>
        <ActionButton variant="contained" onClick={onSignIn}>
          {text.signInAgain}
        </ActionButton>
        <ActionLink href={home} variant="outlined">
          {text.home}
        </ActionLink>
      </div>
    </div>
  );
}
