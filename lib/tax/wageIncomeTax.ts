import { type StateCode } from './states';

/**
 * The jurisdictions with no income tax on wages, so nothing to withhold (New Hampshire and
 * Tennessee tax no wages either). Kept apart from the year data so the calculator form can ask
 * for state withholding only where it means something without loading the tables; a test holds
 * it to every year's data (docs/tax.md#state-income-tax-withholding).
 */
const NO_WAGE_INCOME_TAX: ReadonlySet<StateCode> = new Set([
  'AK',
  'FL',
  'NV',
  'NH',
  'SD',
  'TN',
  'TX',
  'WA',
  'WY',
]);

/** Whether the state taxes wages, so state income tax can be withheld from a nanny's pay. */
export function taxesWages(code: StateCode): boolean {
  return !NO_WAGE_INCOME_TAX.has(code);
}
