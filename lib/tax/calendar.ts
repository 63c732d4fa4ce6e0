import { type Figure } from './types';

/** A year's payment and filing dates (ISO), each sourced. */
export interface PaymentCalendar {
  /** Form 1040-ES due dates for the year's four estimated-tax installments. */
  readonly estimatedTax: readonly [Figure<string>, Figure<string>, Figure<string>, Figure<string>];
  /** The usual state UI quarterly report due dates, quarter 1 to 4. */
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
}
