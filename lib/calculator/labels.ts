import { type EmployeeRelationship, type PayPer, type PayType } from '@/lib/tax/contract';
import { US_STATES, type StateCode } from '@/lib/tax/states';
import { type FilingStatus, type Payer, type PayFrequency } from '@/lib/tax/types';

/** An option of a calculator choice: the engine value and its words. */
export interface Option<T extends string> {
  value: T;
  label: string;
}

export const STATE_OPTIONS: readonly Option<StateCode>[] = US_STATES.map((s) => ({
  value: s.code,
  label: s.name,
}));

export const PAY_PER_OPTIONS: readonly Option<PayPer>[] = [
  { value: 'hour', label: 'per hour' },
  { value: 'week', label: 'per week' },
  { value: 'month', label: 'per month' },
  { value: 'year', label: 'per year' },
];

export const PAY_TYPE_OPTIONS: readonly Option<PayType>[] = [
  { value: 'gross', label: 'Before taxes (gross)' },
  { value: 'net', label: 'Take-home (net)' },
];

export const PAY_FREQUENCY_OPTIONS: readonly Option<PayFrequency>[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Every two weeks' },
  { value: 'semimonthly', label: 'Twice a month' },
  { value: 'monthly', label: 'Monthly' },
];

export const FILING_STATUS_OPTIONS: readonly Option<FilingStatus>[] = [
  { value: 'single', label: 'Single or married filing separately' },
  { value: 'married', label: 'Married filing jointly' },
  { value: 'head_of_household', label: 'Head of household' },
];

/** The state form's filing status; empty means "as on the W-4" (single without one). */
export const STATE_FILING_STATUS_OPTIONS: readonly Option<FilingStatus | ''>[] = [
  { value: '', label: 'Same as the W-4 (single without one)' },
  ...FILING_STATUS_OPTIONS,
];

/** Pub 926's family relationships, in plain words. */
export const RELATIONSHIP_OPTIONS: readonly Option<EmployeeRelationship>[] = [
  { value: 'none', label: 'Not a family member (or another relative)' },
  { value: 'spouse', label: 'My spouse' },
  { value: 'child_under_21', label: 'My child, under 21' },
  { value: 'parent', label: 'My parent' },
  {
    value: 'under_18',
    label: 'Someone under 18 who is a student (household work is not their main job)',
  },
];

export const PAYER_LABELS: Record<Payer, string> = { employee: 'Nanny', employer: 'You' };

/** "per paycheck" in the words of the chosen frequency: "Per weekly paycheck". */
export function paycheckHeading(frequency: PayFrequency): string {
  const words: Record<PayFrequency, string> = {
    weekly: 'Per weekly paycheck',
    biweekly: 'Per paycheck (every two weeks)',
    semimonthly: 'Per paycheck (twice a month)',
    monthly: 'Per monthly paycheck',
  };
  return words[frequency];
}
