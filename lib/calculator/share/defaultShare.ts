import { LATEST_TAX_YEAR } from '@/lib/tax/taxYear';
import { type CompleteNannyShareInput } from '@/lib/tax/share/contract';
import { completeShareInput } from '@/lib/tax/share/defaults';

/**
 * The share calculator's starting point: two Texas families sharing a nanny 40 hours a week at
 * a combined $30 an hour, half each, paid weekly.
 */
export const DEFAULT_SHARE_INPUT: CompleteNannyShareInput = completeShareInput({
  taxYear: LATEST_TAX_YEAR,
  state: 'TX',
  payFrequency: 'weekly',
  sharedHoursPerWeek: 40,
  sharedRate: 30,
  families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
});
