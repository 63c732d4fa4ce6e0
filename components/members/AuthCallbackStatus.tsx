import { isAnonymousSessionError } from '@/lib/members/auth/authErrors';
import { useSiteAuth } from '@/components/members/SiteAuthContext';
import typography from '@/components/ui/typography.module.css';
import AuthCallbackFailure from './AuthCallbackFailure';
import { type SignInReturnStall, useSignInReturnStall } from './useSignInReturnStall';
import styles from './AuthCallbackStatus.module.css';

interface AuthCallbackStatusProps {
  supportPhone: string;
  /** Whether the server found a provider's answer (a code or an error) in the address. */
  signInResponse: boolean;
}

/** Words for a failed sign-in; never the library's message or a stack trace. */
function failureMessage(error: unknown): string {
  if (isAnonymousSessionError(error)) return 'Your sign-in session ended before it finished.';
  const text = error instanceof Error ? error.message : '';
  if (/state/i.test(text)) return 'This sign-in link has expired or was already used.';
  if (/network|fetch|timed out/i.test(text)) return 'We couldn’t reach the sign-in service.';
  return 'Something went wrong while signing you in.';
}

const STALL_MESSAGES: Readonly<Record<SignInReturnStall, string>> = {
  'nothing-to-finish': 'There is no sign-in to finish on this page.',
  'too-slow': 'Signing in is taking longer than it should.',
};

/**
 * What /authCallback shows while the library completes the sign-in
 * (docs/members.md#sign-in-routes), and the friendly way out when it fails (state mismatch, a
 * provider error, the network), when there is nothing to finish, or when it takes too long.
 */
export default function AuthCallbackStatus({
  supportPhone,
  signInResponse,
}: AuthCallbackStatusProps) {
  const { signIn, callbackError } = useSiteAuth();
  const stall = useSignInReturnStall(signInResponse);
  if (callbackError || stall) {
    return (
      <AuthCallbackFailure
        message={
          callbackError ? failureMessage(callbackError) : STALL_MESSAGES[stall ?? 'too-slow']
        }
        supportPhone={supportPhone}
        onSignIn={() => signIn('/')}
      />
    );
  }
  return (
    <div className={styles.status} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.spinner} role="progressbar" aria-label="Signing you in" />
      <p className={typography.body1}>Signing you in securely. This takes just a moment…</p>
    </div>
  );
}
