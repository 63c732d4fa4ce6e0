import { type NannyTaxWarning } from '../contract';
import { type LineDraft } from '../lineItem';
import { type StateTaxAmounts } from '../state/incomeTax';
import { type Figure } from '../types';

/** One year's local tax for one pay amount: per-period cents × periods, and the rate shown. */
export interface LocalAmount {
  readonly annualCents: number;
  /** The flat rate applied, or null for table-based withholding. */
  readonly rate: number | null;
  /** One paycheck on the pay date, where the rate changes inside the year (else annual ÷ periods). */
  readonly perPeriodCents?: number;
  /** Each calendar quarter's amount, placed by pay date, where the rate changes inside the year. */
  readonly quarterCents?: readonly number[];
}

/** A local method settled for a request: everything but the pay amount is fixed. */
export type LocalMethod = (amounts: StateTaxAmounts) => LocalAmount;

/** The local line's setup: no local tax, or a method with its label, figures and warnings. */
export type LocalTaxSetup =
  | { readonly kind: 'none'; readonly warnings: readonly NannyTaxWarning[] }
  | {
      readonly kind: 'method';
      readonly label: string;
      readonly method: LocalMethod;
      readonly figures: readonly Figure<unknown>[];
      readonly warnings: readonly NannyTaxWarning[];
    };

/** The local line (if any) and what to tell the user about it. */
export interface LocalIncomeTaxOutcome {
  readonly line: LineDraft | null;
  readonly warnings: readonly NannyTaxWarning[];
}
