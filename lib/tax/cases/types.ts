import { type NannyTaxInput, type NannyTaxPayRates, type NannyTaxTotals } from '../contract';
import { type NannyShareInput, type NannyShareNannyTotals } from '../share/contract';
import { type Payer } from '../types';

/** The families of golden cases (docs/tax.md#golden-cases). */
export const CASE_FAMILIES = [
  'fica-futa',
  'state-ui',
  'state-program',
  'state-withholding',
  'net-to-gross',
  'overtime',
  'local-tax',
  'nanny-share',
  'tax-year-2027',
] as const;
export type CaseFamily = (typeof CASE_FAMILIES)[number];

/** Where a case's figures come from: the agency document, its method and the arithmetic. */
export interface CaseSource {
  /** The agency document (publication, guide, notice or statute) and its edition. */
  document: string;
  /** The rule applied, in the agency's words or a close paraphrase. */
  method: string;
  /** The hand computation, every step written out ("800.00 × 6.2% = 49.60"). */
  computation: string;
}

/** One line item's expected figures, found in the answer by `code` and `payer`. */
export interface ExpectedLine {
  code: string;
  payer: Payer;
  annual?: number;
  perPaycheck?: number;
  taxableWages?: number;
}

/** The figures a case proves, with the answer's own names; dollars to the cent. */
export interface ExpectedAnswer {
  preliminary?: boolean;
  annual?: Partial<NannyTaxTotals>;
  perPaycheck?: Partial<NannyTaxTotals>;
  payRates?: Partial<NannyTaxPayRates>;
  lineItems?: ExpectedLine[];
}

/** A case for POST /api/nanny-tax. */
export interface NannyTaxCase {
  id: string;
  family: CaseFamily;
  route: 'nanny-tax';
  request: NannyTaxInput;
  expected: ExpectedAnswer;
  source: CaseSource;
}

/** The figures a nanny-share case proves: each family's answer by position, the nanny's totals. */
export interface ExpectedShareAnswer {
  families: (ExpectedAnswer & { week?: { grossPay?: number } })[];
  nanny?: { perPaycheck?: Partial<NannyShareNannyTotals> };
}

/** A case for POST /api/nanny-share. */
export interface NannyShareCase {
  id: string;
  family: 'nanny-share';
  route: 'nanny-share';
  request: NannyShareInput;
  expected: ExpectedShareAnswer;
  source: CaseSource;
}

export type GoldenCase = NannyTaxCase | NannyShareCase;
