import type { SignInProblem } from '@/lib/members/auth/siteAuth';
import type { AccountStatus } from '@/lib/members/graphql/member';

/** Texts of the account menu and of the member's calls to action (docs/members.md#account-menu). */
export const ACCOUNT_COPY = {
  memberApp: 'Your account',
  memberAppHint: 'Payroll, pay stubs and documents',
  signedIn: 'Signed in',
  signOut: 'Sign out',
  loadProblem: 'We couldn’t load your account just now. Try again, or call {phone}.',
  /** Why signing in or out cannot work right now (SignInProblem). */
  problems: {
    providerUnreachable:
      'We can’t reach the sign-in service right now. Please try again in a few minutes, or call {phone}.',
    codeUnloadable:
      'We can’t load sign-in right now. Please check your connection and try again, or call {phone}.',
    notConfigured: 'Sign-in is not available on this site right now.',
  },
  next: {
    CLIENT: 'Go to your payroll',
    PENDING: 'Continue your enrollment',
    SUBMITTED: 'We’re reviewing your enrollment',
    NONE: 'Start enrollment',
  },
  /** Before the support phone, under the review notice. */
  reviewCall: 'Questions? Call',
} as const satisfies Record<string, unknown> & {
  next: Record<AccountStatus, string>;
  problems: Record<SignInProblem, string>;
};

/** Where a member goes next: a link, or (while the enrollment is reviewed) a notice with a phone. */
export type MemberNextStep =
  | { kind: 'link'; status: AccountStatus; label: string; href: string }
  | { kind: 'notice'; status: AccountStatus; label: string; phone: string };

export interface NextStepLinks {
  /** The member app (payroll), MEMBER_APP_URL. */
  memberAppUrl: string;
  /** The page's enrollment link, with the referral and partner it carries. */
  enrollmentHref: string;
  supportPhone: string;
}

/**
 * The member's next step by account status: a client runs payroll in the member app, a pending
 * member continues enrolling, a submitted one waits for the review (and may call), a member
 * without an account starts enrolling.
 */
export function memberNextStep(status: AccountStatus, links: NextStepLinks): MemberNextStep {
  const label = ACCOUNT_COPY.next[status];
  switch (status) {
    case 'CLIENT':
      return { kind: 'link', status, label, href: links.memberAppUrl };
    case 'SUBMITTED':
      return { kind: 'notice', status, label, phone: links.supportPhone };
    case 'PENDING':
    case 'NONE':
      return { kind: 'link', status, label, href: links.enrollmentHref };
  }
}
