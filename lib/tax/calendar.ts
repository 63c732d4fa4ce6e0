import { type StateCode } from './states';
import { type Figure } from './types';

/** Where a group of line items is paid (docs/tax.md#payment-calendar). */
export type PayeeKind =
  'federal' | 'withholding' | 'unemployment' | 'program' | 'carrier' | 'local';

/** How often a return is filed and its amounts paid. */
export type FilingFrequency = 'quarterly' | 'annual';

/**
 * A return (or an insurer's bill) a household employer pays some line items with, and its dates:
 * four for a quarterly return (quarter 1 to 4), one for an annual one.
 */
export interface PaymentReturn {
  readonly kind: PayeeKind;
  /** The line codes paid with it (docs/tax.md#payment-calendar). */
  readonly codes: readonly string[];
  /** Set where only these localities' `LOCAL_INCOME_TAX` is paid with it. */
  readonly localities?: readonly string[];
  /** Who is paid: "New York State Department of Taxation and Finance". */
  readonly agency: string;
  /** The form, named as the agency names it: "Form NYS-45". */
  readonly form: string;
  /** What it carries, in plain words: "New York withholding and unemployment". */
  readonly title: string;
  readonly frequency: FilingFrequency;
  readonly dueDates: readonly Figure<string>[];
}

/** A year's payment and filing dates (ISO), each sourced. */
export interface PaymentCalendar {
  /** Form 1040-ES due dates for the year's four estimated-tax installments. */
  readonly estimatedTax: readonly [Figure<string>, Figure<string>, Figure<string>, Figure<string>];
  /**
   * The usual state quarterly due dates, quarter 1 to 4 (last day of the month after the
   * quarter): the state UI report's, and any state return whose household schedule is not known.
   */
  readonly stateUiReports: readonly [
    Figure<string>,
    Figure<string>,
    Figure<string>,
    Figure<string>,
  ];
  /** Forms W-2 to the employee and W-2/W-3 to the SSA. */
  readonly w2: Figure<string>;
  /** Schedule H with Form 1040. */
  readonly scheduleH: Figure<string>;
  /** Each state's known household-employer returns; a line none carries gets a default row. */
  readonly stateReturns: Partial<Record<StateCode, readonly PaymentReturn[]>>;
}
