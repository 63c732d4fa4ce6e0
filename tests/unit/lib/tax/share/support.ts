import { type NannyShareInput } from '@/lib/tax/share/contract';

/** Two families sharing a Texas nanny 40 hours a week at $30, half each, paid weekly. */
export function baseShare(overrides: Partial<NannyShareInput> = {}): NannyShareInput {
  return {
    taxYear: 2026,
    state: 'TX',
    payFrequency: 'weekly',
    sharedHoursPerWeek: 40,
    sharedRate: 30,
    families: [{ shareOfSharedPay: 0.5 }, { shareOfSharedPay: 0.5 }],
    ...overrides,
  };
}
