import { type StateCode } from '../states';
import { type FilingStatus, type PayFrequency } from '../types';

/** One worked withholding case: per-period wages in, per-period withholding out, in dollars. */
export interface WithholdingCase {
  /** The document and example, or "hand" with the arithmetic in `why`. */
  doc: string;
  frequency: PayFrequency | 'annually';
  wages: number;
  status: FilingStatus;
  allowances: number | null;
  expected: number;
  why: string;
  /** Federal income tax withheld per period (Alabama, Oregon). */
  federal?: number;
  /** Cents the annualised formula may differ from a per-period printed table (see `why`). */
  tolerance?: number;
}

/** A state and its worked case. */
export type WithholdingCaseEntry = readonly [StateCode, WithholdingCase];
