/** Copy of the referral page (`/referral`). `{brand}`, `{code}` and `{phone}` are placeholders. */
export const REFERRAL_COPY = {
  hero: {
    eyebrow: 'Referrals',
    title: 'Refer a family to {brand}',
    lead: 'Know a family with a nanny, senior caregiver or housekeeper? Help them pay their employee legally without the paperwork.',
    emailFriend: 'Email a family',
  },
  how: { heading: 'How referring works' },
  share: {
    heading: 'Your referral link',
    intro:
      'Share this link with a family. When they enroll through it, the referral code travels with them, so we know who to thank.',
    codeApplied: 'Your referral code {code} is applied:',
    codeTravels: 'your own enrollment carries it, so whoever referred you is thanked.',
    getStarted: 'Get started',
    linkLabel: 'Referral link to copy',
    copy: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Select the link and copy it',
    textFamily: 'Text a family',
    signInLead: 'Sign in to get your personal referral link, with your code in it.',
    signIn: 'Sign in for your link',
  },
  caregiver: {
    heading: 'Caregivers: refer the family you work for',
    intro:
      'Being paid on the books protects you. Send your family a short note and we’ll take it from there, without you having to explain tax law.',
    emailEmployer: 'Email my family',
    orCall: 'or ask them to call {phone}.',
  },
  consultation: {
    heading: 'Prefer to introduce them by phone?',
    body: 'Call us with the family’s permission and we’ll reach out to them for a free consultation.',
  },
} as const;

/** Fills the `{code}` placeholder of a referral copy string. */
export function withReferralCode(text: string, code: string): string {
  // A replacer function, so "$&"-style patterns in the code are inserted literally.
  return text.replaceAll('{code}', () => code);
}

/**
 * The landing page URL to share, with the referral code as `rx` (docs/site.md#referral-cookies)
 * when the visitor has one, so the code travels with the family who follows it.
 */
export function referralShareUrl(siteUrl: string, referralCode: string | undefined): string {
  if (!referralCode) return siteUrl;
  const url = new URL(siteUrl);
  url.searchParams.set('rx', referralCode);
  return url.href;
}

interface ReferralMailOptions {
  brandName: string;
  /** Absolute URL of the landing page to share. */
  siteUrl: string;
  /** Who receives it: a friend's family, or the family a caregiver works for. */
  audience: 'friend' | 'employer';
}

/** An `sms:` link with a short referral note; the sender picks the recipient. */
export function referralSms({ brandName, siteUrl }: Omit<ReferralMailOptions, 'audience'>): string {
  const body = `We use ${brandName} for our nanny’s payroll and taxes. Have a look, the consultation is free: ${siteUrl}`;
  return `sms:?&body=${encodeURIComponent(body)}`;
}

/** A `mailto:` link with a ready-to-send referral note; the sender picks the recipient. */
export function referralMailto({ brandName, siteUrl, audience }: ReferralMailOptions): string {
  const subject =
    audience === 'employer'
      ? `Paying me on the books with ${brandName}`
      : `${brandName} makes nanny taxes easy`;
  const body =
    audience === 'employer'
      ? `Hi,\n\nI’d like to be paid on the books. ${brandName} handles the payroll and taxes for families like ours, and the first consultation is free:\n${siteUrl}\n\nThank you!`
      : `Hi,\n\nWe use ${brandName} for our nanny’s payroll and taxes and it saves us hours. Have a look, the consultation is free:\n${siteUrl}`;
  const query = new URLSearchParams({ subject, body }).toString().replaceAll('+', '%20');
  return `mailto:?${query}`;
}
