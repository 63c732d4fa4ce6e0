import { withBrand } from '@/lib/site/seo/pageLinks';
import { PARTNER_WELCOME, partnerText } from './partnerContent';

/** Copy of the main landing page (docs/site.md#content). */

export interface Blurb {
  id: string;
  title: string;
  body: string;
}

export interface SocialRating {
  id: 'facebook' | 'google';
  source: string;
  stars: number;
}

/** Star ratings on social sites: Facebook 4.5, Google 5.0. */
export const SOCIAL_RATINGS: readonly SocialRating[] = [
  { id: 'facebook', source: 'Facebook', stars: 4.5 },
  { id: 'google', source: 'Google', stars: 5.0 },
];

/** The landing page's hero for families (the partner link shows `PARTNER_WELCOME` instead). */
export const HOME_HERO = {
  eyebrow: 'For families with a nanny or senior caregiver',
  title: 'Nanny payroll and household taxes, done for you',
  lead: '{brand} runs your household payroll, files every federal and state tax return and prepares your year-end forms, so you can focus on your family instead of paperwork.',
  call: 'Call',
  calculatorLink: 'Estimate your nanny taxes',
} as const;

/** The landing hero as shown: filled with the brand, or the partner's welcome with its note. */
export interface HomeHeroText {
  eyebrow: string;
  title: string;
  lead: string;
  /** The partner-code line under the lead; only on the partner variant. */
  note: string | null;
}

/** The landing hero: the co-branded welcome for a partner's clients, or the family copy. */
export function homeHero(partnerCode: string | null, brandName: string): HomeHeroText {
  if (partnerCode === null) {
    const { eyebrow, title, lead } = HOME_HERO;
    return { eyebrow, title, lead: withBrand(lead, brandName), note: null };
  }
  const fill = (text: string) => partnerText(text, partnerCode, brandName);
  return {
    eyebrow: fill(PARTNER_WELCOME.eyebrow),
    title: fill(PARTNER_WELCOME.title),
    lead: fill(PARTNER_WELCOME.lead),
    note: fill(PARTNER_WELCOME.note),
  };
}

/** Headings, intros and link labels of the landing page's sections, in page order. */
export const HOME_SECTIONS = {
  ratingsLabel: 'Ratings',
  features: {
    heading: 'Everything a household employer has to do, handled',
    intro:
      'Paying a nanny or caregiver legally takes more than a paycheck: tax accounts, withholding, quarterly filings and year-end forms. We take care of all of it.',
  },
  services: { heading: 'What’s included', link: 'See features and pricing' },
  // Its intro and link follow the published prices (pricingCopy.ts, docs/site.md#prices).
  price: { heading: 'What it costs' },
  reviews: { heading: 'Families who stopped worrying about nanny taxes' },
  partners: {
    heading: 'Trusted by the professionals families rely on',
    intro:
      'Accountants, advisors and agencies send their clients to us for household payroll they never have to chase.',
    link: 'Become a partner',
  },
} as const;
