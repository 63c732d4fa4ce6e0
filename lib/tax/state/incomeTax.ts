import { type CompleteNannyTaxInput, type NannyTaxWarning } from '../contract';
import { type LineDraft } from '../lineItem';
import { toCents } from '../money';
import { stateName, type StateCode } from '../states';
import { type StateTaxData } from '../taxYearData';
import { type Figure } from '../types';
import { assumptionsWarning, localTaxWarning, notEstimatedWarning } from './withholding/messages';
import { periodWithholdingCents, type StateCertificate } from './withholding/methods';
import { type StateWithholdingMethod } from './withholding/types';

/** The state income tax line (if any) and what to tell the user about it. */
export interface StateIncomeTaxOutcome {
  readonly line: LineDraft | null;
  readonly warnings: readonly NannyTaxWarning[];
}

/** Everything about the state line that does not depend on the pay amount, settled once. */
export type StateIncomeTaxSetup =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'unsourced';
      readonly label: string;
      readonly figure: Figure<unknown>;
      readonly warnings: readonly NannyTaxWarning[];
    }
  | {
      readonly kind: 'formula';
      readonly label: string;
      readonly method: Figure<StateWithholdingMethod>;
      readonly cert: StateCertificate;
      readonly periods: number;
      readonly warnings: readonly NannyTaxWarning[];
    };

/** The year's amounts the state formulas start from, in cents. */
export interface StateTaxAmounts {
  readonly incomeTaxWagesCents: number;
  /** Federal income tax withheld (Alabama and Oregon deduct it). */
  readonly federalWithheldCents: number;
  /** Employee Social Security and Medicare (Massachusetts deducts it). */
  readonly ficaCents: number;
}

/** The certificate the state formula runs on: the request's fields, else the W-4's status. */
export function stateCertificate(input: CompleteNannyTaxInput): StateCertificate | null {
  const sit = input.stateWithholding;
  if (!sit) return null;
  return {
    filingStatus: sit.filingStatus ?? input.federalWithholding?.filingStatus ?? 'single',
    allowances: sit.allowances,
    additionalCents: toCents(sit.additionalWithholding),
  };
}

/**
 * Settles the state line for a request (see ./withholding for the methods):
 * - no state withholding asked for, or no wage income tax (AK, FL, NV, NH, SD, TN, TX, WA, WY):
 *   no line;
 * - a state whose 2026 method is in the data: its formula, with a warning saying what it assumed;
 * - a state without a sourced method: a $0 line and a warning that it is not estimated.
 * Local income taxes are never included; a warning names them where the state has them.
 */
export function stateIncomeTaxSetup(
  code: StateCode,
  state: StateTaxData,
  data: {
    readonly method: Figure<StateWithholdingMethod> | undefined;
    readonly localTaxes: Figure<string> | undefined;
  },
  input: CompleteNannyTaxInput,
  periods: number,
): StateIncomeTaxSetup {
  const cert = stateCertificate(input);
  if (!cert || state.incomeTax.value.kind === 'none') return { kind: 'none' };
  const name = stateName(code);
  const label = `${name} income tax withholding`;
  const local = data.localTaxes ? [localTaxWarning(data.localTaxes)] : [];
  if (!data.method) {
    return {
      kind: 'unsourced',
      label,
      figure: state.incomeTax,
      warnings: [notEstimatedWarning(code), ...local],
    };
  }
  return {
    kind: 'formula',
    label,
    method: data.method,
    cert,
    periods,
    warnings: [assumptionsWarning(code, data.method.value, cert), ...local],
  };
}

const NO_STATE_TAX: StateIncomeTaxOutcome = { line: null, warnings: [] };

/**
 * The state line for one pay amount: the per-period amount by the state's formula, rounded as the
 * state says, plus the employee's extra amount, × pay periods.
 */
export function stateIncomeTax(
  setup: StateIncomeTaxSetup,
  amounts: StateTaxAmounts,
): StateIncomeTaxOutcome {
  if (setup.kind === 'none') return NO_STATE_TAX;
  const taxableWagesCents = amounts.incomeTaxWagesCents;
  if (setup.kind === 'unsourced') {
    const line: LineDraft = {
      code: 'STATE_INCOME_TAX',
      label: setup.label,
      payer: 'employee',
      rate: null,
      taxableWagesCents,
      annualCents: 0,
      figures: [setup.figure],
    };
    return { line, warnings: setup.warnings };
  }
  const { method, cert, periods } = setup;
  const perPeriod =
    periodWithholdingCents(method.value, cert, {
      annualCents: taxableWagesCents,
      federalWithheldCents: amounts.federalWithheldCents,
      ficaCents: amounts.ficaCents,
      periods,
    }) + cert.additionalCents;
  const line: LineDraft = {
    code: 'STATE_INCOME_TAX',
    label: setup.label,
    payer: 'employee',
    rate: method.value.kind === 'elected' ? method.value.defaultRate : null,
    taxableWagesCents,
    annualCents: perPeriod * periods,
    figures: [method],
  };
  return { line, warnings: setup.warnings };
}
