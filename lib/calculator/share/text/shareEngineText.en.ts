import { type Translation } from '@/lib/site/i18n/messages/catalog';

/**
 * The share engine side's words in English: the form's field errors and the plain-words summary,
 * written where the form is checked and the share computed (the engine chunk of each language
 * carries its own; docs/calculator.md#languages). `{name}` marks a value filled in.
 */
export const SHARE_ENGINE_EN = {
  errors: {
    decimalComma: 'Use a period for cents: {suggestion}.',
    payDate: 'Enter a paycheck date in {years}.',
    /** Joins the supported years: "2026 or 2027". */
    yearsJoin: ' or ',
    limits: {
      sharedHours: 'Enter hours from 0 to 168.',
      sharedRate: 'Enter an hourly rate above $0 and up to $1,000,000.',
      weeksPerYear: 'Enter whole weeks from 1 to 52.',
      daysPerWeek: 'Enter whole days from 1 to 7.',
      localRatePercent: 'Enter the local rate from 0% to 10%.',
      sharePercent: 'Enter a percent from 0 to 100.',
      soloHours: 'Enter hours from 0 to 168, or leave it empty.',
      soloRate: 'Enter an hourly rate above $0, or leave it empty for the shared rate.',
    },
    sharesAddUp: 'The shares of the shared pay must add up to 100%; they add up to {sum}%.',
    weekFits:
      'Shared and solo hours must come to more than 0 and at most {max} a week (now {hours}).',
    familyPays: 'This family pays nothing: give it a share of the shared pay or solo hours.',
  },
  summary: {
    family:
      '{family} pays {weekly} a week in wages and {employerTaxes} a year in employer taxes, {total} a year in all.',
    nanny: 'Your nanny takes home {net} {period} from {families} together ({annual} a year).',
    period: {
      weekly: 'a week',
      biweekly: 'every two weeks',
      semimonthly: 'twice a month',
      monthly: 'a month',
    },
    /** Joins the families' names: "Family A, Family B and Family C". */
    and: ' and ',
  },
};

/** The share engine side's words in one language. */
export type ShareEngineText = Translation<typeof SHARE_ENGINE_EN>;
