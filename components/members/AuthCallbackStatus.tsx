import { isAnonymousSessionError } from '@/lib/members/auth/authErrors';
import { useSiteAuth } from '@/components/members/SiteAuthContext';
import typography from '@/components/ui/typography.module.css';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import type { AuthCallbackText } from '@/lib/site/content/authCallbackContent';
import { pagePathFor } from '@/lib/site/i18n/spanishPages';
import AuthCallbackFailure from './AuthCallbackFailure';
import { type SignInReturnStall, useSignInReturnStall } from './useSignInReturnStall';
import styles from './AuthCallbackStatus.module.css';

interface AuthCallbackStatusProps {
  supportPhone: string;
  /** Whether the server found a provider's answer (a code or an error) in the address. */
  signInResponse: boolean;
  /** The page's words in its language. */
  text: AuthCallbackText;
}

/** Words for a failed sign-in; never the library's message or a stack trace. */
function failureMessage(error: unknown, failures: AuthCallbackText['failures']): string {
  if (isAnonymousSessionError(error)) return failures.ended;
  const text = error instanceof Error ? error.message : '';
  if (/state/i.test(text)) return failures.expired;
  if (/network|fetch|timed out/i.test(text)) return failures.unreachable;
  return failures.other;
}

/** Why the page stopped waiting, in the page's words. */
function stallMessage(stall: SignInReturnStall, stalls: AuthCallbackText['stalls']): string {
  return stall === 'nothing-to-finish' ? stalls.nothingToFinish : stalls.tooSlow;
}

/**
 * What /authCallback shows while the library completes the sign-in
 * (docs/members.md#sign-in-routes), and the friendly way out when it fails (state mismatch, a
 * provider error, the network), when there is nothing to finish, or when it takes too long.
 */
export default function AuthCallbackStatus({
  supportPhone,
  signInResponse,
  text,
}: AuthCallbackStatusProps) {
  const { signIn, callbackError } = useSiteAuth();
  const { locale } = usePageLanguage();
  const home = pagePathFor('home', locale);
  const stall = useSignInReturnStall(signInResponse);
  if (callbackError || stall) {
    return (
      <AuthCallbackFailure
        message={
          callbackError
            ? failureMessage(callbackError, text.failures)
            : stallMessage(stall ?? 'too-slow', text.stalls)
        }
        supportPhone={supportPhone}
        home={home}
        text={text}
        onSignIn={() => signIn(home)}
      />
    );
  }
  return (
    <div className={styles.status} role="status" aria-live="polite" aria-busy="true">
      <span className={styles.spinner} role="progressbar" aria-label={text.progressLabel} />
      <p className={typography.body1}>{text.progress}</p>
    </div>
  );
}
