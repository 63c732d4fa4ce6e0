import { type NannyTaxResult } from './contract';
import { formatUsd } from './money';
import { type PayFrequency } from './types';

const PAYCHECK_PHRASE: Record<PayFrequency, string> = {
  weekly: 'a week',
  biweekly: 'every two weeks',
  semimonthly: 'twice a month',
  monthly: 'a month',
};

/**
 * One-sentence summary for the UI, e.g. "You pay $4,726.80 a year in employer taxes; your nanny
 * takes home $923.50 a week." `payFrequency` must be the one the result was calculated with.
 */
export function describeResult(result: NannyTaxResult, payFrequency: PayFrequency): string {
  return `You pay ${formatUsd(result.annual.employerTaxes)} a year in employer taxes; your nanny takes home ${formatUsd(result.perPaycheck.netPay)} ${PAYCHECK_PHRASE[payFrequency]}.`;
}
