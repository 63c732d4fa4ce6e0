import { type Payer, type PayFrequency } from '@/lib/tax/types';

// The results' words: loaded with the results panel and the offer sheet, not with the form.

/** Who pays a line item, in the results' words. */
export const PAYER_LABELS: Record<Payer, string> = { employee: 'Nanny', employer: 'You' };

/** The paycheck column's heading for each pay frequency, in English. */
export const PAYCHECK_HEADINGS: Readonly<Record<PayFrequency, string>> = {
  weekly: 'Per weekly paycheck',
  biweekly: 'Per paycheck (every two weeks)',
  semimonthly: 'Per paycheck (twice a month)',
  monthly: 'Per monthly paycheck',
};

/** "per paycheck" in the words of the chosen frequency: "Per weekly paycheck". */
export function paycheckHeading(
  frequency: PayFrequency,
  words: Readonly<Record<PayFrequency, string>> = PAYCHECK_HEADINGS,
): string {
  return words[frequency];
}
