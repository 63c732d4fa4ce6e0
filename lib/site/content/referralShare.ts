import { localizedPath, type Locale } from '@/lib/site/i18n/locale';
import { canonicalUrl } from '@/lib/site/seo/pageLinks';

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
  // The ready notes a member sends: `{brand}`, `{url}` (the landing page to share).
  notes: {
    friendSubject: '{brand} makes nanny taxes easy',
    friendBody:
      'Hi,\n\nWe use {brand} for our nanny’s payroll and taxes and it saves us hours. Have a look, the consultation is free:\n{url}',
    employerSubject: 'Paying me on the books with {brand}',
    employerBody:
      'Hi,\n\nI’d like to be paid on the books. {brand} handles the payroll and taxes for families like ours, and the first consultation is free:\n{url}\n\nThank you!',
    sms: 'We use {brand} for our nanny’s payroll and taxes. Have a look, the consultation is free: {url}',
  },
  consultation: {
    heading: 'Prefer to introduce them by phone?',
    body: 'Call us with the family’s permission and we’ll reach out to them for a free consultation.',
  },
} as const;

/** The ready notes of the e-mails and text message, in one language (`REFERRAL_COPY.notes`). */
export interface ReferralNotes {
  friendSubject: string;
  friendBody: string;
  employerSubject: string;
  /** May carry `{englishUrl}`: a Spanish note to an employer has the English note below it. */
  employerBody: string;
  sms: string;
}

/** Fills the `{code}` placeholder of a referral copy string. */
export function withReferralCode(text: string, code: string): string {
  // A replacer function, so "$&"-style patterns in the code are inserted literally.
  return text.replaceAll('{code}', () => code);
}

/**
 * The landing page a note in `locale` links: the main page, or its Spanish twin for a Spanish
 * note, so the family who follows it reads on in the note's language.
 */
export function referralLandingUrl(siteOrigin: string, locale: Locale): string {
  return canonicalUrl(siteOrigin, localizedPath('/', locale));
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

interface ReferralNoteOptions {
  brandName: string;
  /** Absolute URL of the landing page to share, in the note's language. */
  siteUrl: string;
  /**
   * The English landing page, for the English half of a bilingual note (`{englishUrl}`: the
   * Spanish caregiver's note to her employer); `siteUrl` when absent.
   */
  englishSiteUrl?: string | undefined;
}

interface ReferralMailOptions extends ReferralNoteOptions {
  /** Who receives it: a friend's family, or the family a caregiver works for. */
  audience: 'friend' | 'employer';
}

/** Fills a note's `{brand}`, `{url}` and `{englishUrl}` placeholders. */
function fillNote(
  template: string,
  { brandName, siteUrl, englishSiteUrl }: ReferralNoteOptions,
): string {
  // Replacer functions, so "$&"-style patterns in the brand or a URL are inserted literally.
  return template
    .replaceAll('{brand}', () => brandName)
    .replaceAll('{englishUrl}', () => englishSiteUrl ?? siteUrl)
    .replaceAll('{url}', () => siteUrl);
}

/**
 * An `sms:` link with a short referral note in the page's language (`notes`, from its words); the
 * sender picks the recipient.
 */
export function referralSms(
  notes: Pick<ReferralNotes, 'sms'>,
  options: Omit<ReferralNoteOptions, 'englishSiteUrl'>,
): string {
  return `sms:?&body=${encodeURIComponent(fillNote(notes.sms, options))}`;
}

/**
 * A `mailto:` link with a ready-to-send referral note in the page's language (`notes`, from its
 * words); the sender picks the recipient.
 */
export function referralMailto(notes: ReferralNotes, options: ReferralMailOptions): string {
  const employer = options.audience === 'employer';
  const subject = fillNote(employer ? notes.employerSubject : notes.friendSubject, options);
  const body = fillNote(employer ? notes.employerBody : notes.friendBody, options);
  const query = new URLSearchParams({ subject, body }).toString().replaceAll('+', '%20');
  return `mailto:?${query}`;
}
