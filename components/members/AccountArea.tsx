import dynamic from 'next/dynamic';
import { useState } from 'react';
import { ActionButton, ActionLink } from '@/components/ui/ActionButton';
import { greetingName } from '@/lib/members/graphql/member';
import { useSiteAuth } from '@/components/members/SiteAuthContext';
import type { NextStepSite } from './useMemberNextStep';
import { useUnloadedMember } from './useUnloadedMember';
import { inMuiScope } from '@/components/hydration/inMuiScope';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './AccountArea.module.css';

// Loaded only when there is a problem to explain: Alert and its icons stay off the first load.
// Each part loaded here styles with MUI and brings its scope (docs/performance.md#mui-on-demand).
const SignInProblem = dynamic(() => import('./SignInProblem').then(inMuiScope), { ssr: false });
// A member's menu (next step, member app) is rendered on the server for members, and its code is
// loaded only where a member is signed in: anonymous pages, most of the traffic, never carry it.
const AccountMenu = dynamic(() => import('./AccountMenu').then(inMuiScope));

interface AccountAreaProps {
  getStartedHref: string;
  site: NextStepSite;
}

/**
 * The header's account area: "Sign in" and "Get started" for visitors; the account menu with the
 * member's name, and "Sign out", when signed in (rendered on the server after a reload). A member
 * who is signed in but could not be loaded keeps a signed-in header, with sign-out and a retry. A
 * problem reaching the identity provider is explained right here, next to the button that failed.
 * While the sign-in code loads (on the first click) the button says "Signing in…" and is busy.
 */
export default function AccountArea({ getStartedHref, site }: AccountAreaProps) {
  const { auth, status, problem, signIn, signOut } = useSiteAuth();
  const { shell } = usePageLanguage();
  const memberLoadProblem = useUnloadedMember(site.supportPhone);
  const busy = status === 'working';
  // A problem is explained once someone tries to sign in, not shouted at every visitor.
  const [attempted, setAttempted] = useState(false);
  const visibleProblem =
    attempted && problem
      ? shell.account.problems[problem].replace('{phone}', () => site.supportPhone)
      : null;
  const [memberProblemClosed, setMemberProblemClosed] = useState(false);
  const signOutButton = (
    <ActionButton
      className={styles.headerAction}
      variant="outlined"
      size="small"
      onClick={signOut}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {shell.account.signOut}
    </ActionButton>
  );
  return (
    <div className={styles.area} data-account-area>
      {auth.isLoggedIn && auth.member ? (
        <>
          <div className={styles.aboveSm}>
            <AccountMenu site={site} enrollmentHref={getStartedHref}>
              {/* The greeting slot: the only member text a page may render on the server, filled
                  per response on cached pages (docs/members.md#member-data-on-pages). */}
              <span className={styles.memberName} data-member-name>
                {`${shell.account.greeting} `}
                {greetingName(auth.member)}
              </span>
            </AccountMenu>
          </div>
          {signOutButton}
        </>
      ) : memberLoadProblem ? (
        // Signed in here, but the member could not be loaded: still a way out, and a retry below.
        <>
          <span className={styles.signedInNote} data-signed-in-unloaded>
            {shell.account.signedIn}
          </span>
          {signOutButton}
        </>
      ) : (
        <>
          <ActionButton
            className={styles.headerAction}
            variant="text"
            size="small"
            onClick={() => {
              setAttempted(true);
              signIn();
            }}
            disabled={busy}
            aria-busy={busy}
            aria-describedby={visibleProblem ? 'sign-in-problem' : undefined}
          >
            {busy ? shell.signingIn : shell.signIn}
          </ActionButton>
          {/* Enrollment is another app on the origin: a plain anchor, not Next's link. */}
          <ActionLink
            className={styles.getStarted}
            variant="contained"
            href={getStartedHref}
            external
          >
            {shell.getStarted}
          </ActionLink>
        </>
      )}
      {visibleProblem ? (
        <SignInProblem message={visibleProblem} onClose={() => setAttempted(false)} />
      ) : memberLoadProblem && !auth.isLoggedIn && !memberProblemClosed ? (
        <SignInProblem
          message={memberLoadProblem.message}
          onClose={() => setMemberProblemClosed(true)}
          onRetry={memberLoadProblem.retry}
        />
      ) : null}
    </div>
  );
}
