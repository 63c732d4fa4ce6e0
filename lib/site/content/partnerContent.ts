/** The landing page's welcome for a partner's clients; `{code}` is the partner code. */
export interface PartnerWelcome {
  eyebrow: string;
  title: string;
  lead: string;
  note: string;
}

/** Copy of the landing page's partner variant (`/?partner=CODE`), in English. */
export const PARTNER_WELCOME = {
  eyebrow: 'Welcome, clients of partner {code}',
  title: 'Your advisor has arranged household payroll for you',
  lead: 'Your accountant or agency works with {brand} so that your nanny or caregiver is paid correctly and every household tax return is filed on time. Sign up through the link below and your account stays connected to your advisor.',
  note: 'Partner code {code} is applied to your sign-up automatically.',
} as const satisfies PartnerWelcome;

/** Fills the `{code}` and `{brand}` placeholders of a partner copy string. */
export function partnerText(text: string, code: string, brandName: string): string {
  // Replacer functions, so "$&"-style patterns in the values are inserted literally.
  return text.replaceAll('{code}', () => code).replaceAll('{brand}', () => brandName);
}
