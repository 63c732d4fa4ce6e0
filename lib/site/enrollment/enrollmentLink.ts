/** Paths of the enrollment funnel on the core site (docs/site.md#enrollment-links). */
export const ENROLLMENT_SIGNUP_PATH = '/app/hp-enrollment/signup';
export const ENROLLMENT_LANDING_PATH = '/app/hp-enrollment/landing';
export const PARTNER_ENROLLMENT_TAXES_PATH = '/app/hp-partner-enrollment/taxes';

/** Answer texts of the "have you hired yet?" question (docs/site.md#the-hired-question). */
export const HIRED_ANSWERS = [
  { text: 'Not yet', value: 21 },
  { text: 'Yes', value: 11 },
] as const;

export interface EnrollmentLinkOptions {
  /** Core site origin, e.g. https://www.care.com. */
  coreSiteUrl: string;
  /** The enrollment-landing flag: send people to the landing page instead of sign-up. */
  useLanding: boolean;
  /** Text of the chosen "hired?" answer; exactly "Yes" means hired. */
  hiredAnswer?: string | undefined;
  /** Referral code (rx). */
  referralCode?: string | undefined;
  /** Partner code; a partner's client has always hired, so it forces hired=yes. */
  partnerCode?: string | undefined;
}

/** Builds the enrollment funnel URL with its hired, rx and partner parameters. */
export function enrollmentLink(options: EnrollmentLinkOptions): string {
  const path = options.useLanding ? ENROLLMENT_LANDING_PATH : ENROLLMENT_SIGNUP_PATH;
  const url = new URL(path, options.coreSiteUrl);
  const partner = options.partnerCode?.trim();
  const hired = partner || options.hiredAnswer === 'Yes';
  if (options.hiredAnswer !== undefined || partner)
    url.searchParams.set('hired', hired ? 'yes' : 'no');
  const referral = options.referralCode?.trim();
  if (referral) url.searchParams.set('rx', referral);
  if (partner) url.searchParams.set('partner', partner);
  return url.href;
}
