import type { Locale } from '@/lib/site/i18n/locale';

/** Year-end tax preparation fee in US dollars (docs/site.md#year-end-fee). */
export const YEAR_END_TAX_FEE_USD = 100;

/** The forms the year-end fee covers. */
export const YEAR_END_FORMS: readonly string[] = ['Schedule H', 'Form 1040', 'W-2', 'W-3'];

/** The year-end forms as prose: "Schedule H, Form 1040, W-2 and W-3". */
export const YEAR_END_FORMS_TEXT = `${YEAR_END_FORMS.slice(0, -1).join(', ')} and ${YEAR_END_FORMS.at(-1) ?? ''}`;

/** The year-end fee box shown on the landing and pricing pages. */
export const YEAR_END_FEE_COPY = {
  title: `Year-end tax preparation: $${YEAR_END_TAX_FEE_USD}`,
  body: `Once a year we prepare your ${YEAR_END_FORMS_TEXT} household employment forms, ready for you and your tax preparer.`,
} as const;

/** The year-end forms in Spanish prose, by the IRS's Spanish names (docs/spanish-glossary.md). */
export const YEAR_END_FORMS_TEXT_ES = 'Anexo H, Formulario 1040, Formulario W-2 y Formulario W-3';

/** The year-end fee box in each language. */
export const YEAR_END_FEE_TEXT: Readonly<Record<Locale, { title: string; body: string }>> = {
  en: YEAR_END_FEE_COPY,
  es: {
    title: `Preparación de impuestos de fin de año: $${YEAR_END_TAX_FEE_USD}`,
    body: `Una vez al año preparamos sus formularios de empleo doméstico (${YEAR_END_FORMS_TEXT_ES}), listos para usted y para quien le prepara los impuestos.`,
  },
};

/** What every plan includes: the product page's feature list. */
export const INCLUDED_FEATURES: ReadonlyArray<{ id: string; title: string; body: string }> = [
  {
    id: 'setup',
    title: 'Household employer setup',
    body: 'Federal EIN, state withholding and unemployment accounts, new-hire reporting.',
  },
  {
    id: 'payroll',
    title: 'Payroll every payday',
    body: 'Tax calculations, direct deposit and pay stubs on the schedule you choose.',
  },
  {
    id: 'filings',
    title: 'All tax filings and payments',
    body: 'Quarterly and annual federal and state returns filed and paid on time, guaranteed.',
  },
  {
    id: 'year-end',
    title: 'Year-end forms',
    body: 'W-2 for your employee, W-3 for the Social Security Administration, Schedule H for your return.',
  },
  {
    id: 'support',
    title: 'A dedicated specialist',
    body: 'One expert who knows your household, by phone and email, for as long as you employ help.',
  },
  {
    id: 'guarantee',
    title: 'Accuracy guarantee',
    body: 'If a filing we prepared draws a penalty, we resolve it with the agency and pay it.',
  },
];

export interface PricingTier {
  id: 'essentials' | 'complete' | 'premier';
  name: string;
  summary: string;
  features: readonly string[];
  recommended: boolean;
}

/** The three-tier pricing test (flag threeTierPricing): tiers differ by service, not by price list. */
export const PRICING_TIERS: readonly PricingTier[] = [
  {
    id: 'essentials',
    name: 'Essentials',
    summary: 'Year-end filings for families who run payroll themselves.',
    features: ['Schedule H, W-2 and W-3 preparation', 'State annual returns', 'Email support'],
    recommended: false,
  },
  {
    id: 'complete',
    name: 'Complete',
    summary: 'Full-service payroll and every tax filing, all year.',
    features: [
      'Everything in Essentials',
      'Payroll with direct deposit every payday',
      'Quarterly federal and state filings and payments',
      'A dedicated payroll specialist',
    ],
    recommended: true,
  },
  {
    id: 'premier',
    name: 'Premier',
    summary: 'Complete, plus help with benefits and agency letters.',
    features: [
      'Everything in Complete',
      'Paid-leave and benefits administration',
      'Work agreement review',
      'Agency notice and audit support',
    ],
    recommended: false,
  },
];
