import dynamic from 'next/dynamic';
import { isAnonymousSessionError } from '@/lib/members/auth/authErrors';
import { useSiteAuth } from '@/components/members/SiteAuthContext';
import { inMuiScope } from '@/components/hydration/inMuiScope';
import typography from '@/components/ui/typography.module.css';
import { type SignInReturnStall, useSignInReturnStall } from './useSignInReturnStall';
import styles from './AuthCallbackStatus.module.css';

// Only a failed sign-in needs MUI's Alert; the usual visit shows the spinner and moves on.
const AuthCallbackFailure = dynamic(() => import('./AuthCallbackFailure').then(inMuiScope), {
  ssr: false,
});

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

const STALL_MESSAGES: Readonly<Record<SignInReturnStall, string>> = {
  'nothing-to-finish': 'There is no sign-in to finish on this page.',
  'too-slow': 'Signing in is taking longer than it should.',
};

/**
 * What /authCallback shows while the library completes the sign-in
 * (docs/members.md#sign-in-routes), and the friendly way out when it fails (state mismatch, a
 * provider error, the network), when there is nothing to finish, or when it takes too long.
 */
export default function AuthCallbackStatus({ supportPhone }: AuthCallbackStatusProps) {
  const { signIn, callbackError } = useSiteAuth();
  const stall = useSignInReturnStall();
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
