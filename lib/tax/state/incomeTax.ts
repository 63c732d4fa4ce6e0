import { type CompleteNannyTaxInput, type NannyTaxWarning } from '../contract';
import { type LineDraft } from '../lineItem';
import { toCents } from '../money';
import { stateName, type StateCode } from '../states';
import { type Figure, type StateTaxData } from '../types';
import {
  allowancesFor,
  periodWithholdingCents,
  type StateCertificate,
} from './withholding/methods';
import { type StateWithholdingMethod } from './withholding/types';

/** The state income tax line (if any) and what to tell the user about it. */
export interface StateIncomeTaxOutcome {
  readonly line: LineDraft | null;
  readonly warnings: readonly NannyTaxWarning[];
}

/** What the state line needs besides the wages. */
export interface StateIncomeTaxContext {
  readonly code: StateCode;
  readonly state: StateTaxData;
  readonly method: Figure<StateWithholdingMethod> | undefined;
  readonly localTaxes: Figure<string> | undefined;
  readonly input: CompleteNannyTaxInput;
  readonly periods: number;
}

/** The year's amounts the state formulas start from, in cents. */
export interface StateTaxAmounts {
  readonly incomeTaxWagesCents: number;
  /** Federal income tax withheld (Alabama and Oregon deduct it). */
  readonly federalWithheldCents: number;
  /** Employee Social Security and Medicare (Massachusetts deducts it). */
  readonly ficaCents: number;
}

const NO_STATE_TAX: StateIncomeTaxOutcome = { line: null, warnings: [] };

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

const STATUS_WORDS = {
  single: 'single',
  married: 'married',
  head_of_household: 'head of household',
} as const;

function assumptionsWarning(
  name: string,
  method: StateWithholdingMethod,
  cert: StateCertificate,
  defaulted: boolean,
): NannyTaxWarning {
  if (method.kind === 'elected') {
    return {
      code: 'STATE_WITHHOLDING_ASSUMPTIONS',
      message: `${name} withholding is the percentage of wages your nanny elects on the state form; this uses the ${formatRate(method.defaultRate)} default (the form offers ${method.rates.map(formatRate).join(', ')}).`,
    };
  }
  const allowances = allowancesFor(method, cert);
  return {
    code: 'STATE_WITHHOLDING_ASSUMPTIONS',
    message: `${name} withholding uses the state's withholding formula for a ${STATUS_WORDS[cert.filingStatus]} employee claiming ${allowances} allowance${allowances === 1 ? '' : 's'}${defaulted ? " (the state's default; enter your nanny's state form to change it)" : ''}.`,
  };
}

/**
 * State income tax withholding with the state's own employer method (see ./withholding), when the
 * household agrees to withhold it:
 * - no wage income tax (AK, FL, NV, NH, SD, TN, TX, WA, WY): no line;
 * - a state whose 2026 method is in the data: the per-period amount by its formula, rounded as
 *   the state says, plus the employee's extra amount, × pay periods;
 * - a state without a sourced method: a $0 line and a warning that it is not estimated.
 * Local income taxes are never included; a warning names them where the state has them.
 */
export function stateIncomeTax(
  ctx: StateIncomeTaxContext,
  amounts: StateTaxAmounts,
): StateIncomeTaxOutcome {
  const { incomeTaxWagesCents } = amounts;
  const cert = stateCertificate(ctx.input);
  if (!cert || ctx.state.incomeTax.value.kind === 'none') return NO_STATE_TAX;
  const name = stateName(ctx.code);
  const label = `${name} income tax withholding`;
  const local: NannyTaxWarning[] = ctx.localTaxes
    ? [
        {
          code: 'LOCAL_INCOME_TAX_NOT_INCLUDED',
          message: `Local income taxes are not included: ${ctx.localTaxes.value}`,
        },
      ]
    : [];
  const method = ctx.method;
  if (!method) {
    return {
      line: {
        code: 'STATE_INCOME_TAX',
        label,
        payer: 'employee',
        rate: null,
        taxableWagesCents: incomeTaxWagesCents,
        annualCents: 0,
        figures: [ctx.state.incomeTax],
      },
      warnings: [
        {
          code: 'STATE_INCOME_TAX_NOT_ESTIMATED',
          message: `${name} income tax withholding is not estimated: the calculator does not have a sourced copy of ${name}'s withholding formula yet. Use the state's withholding tables or ask your payroll provider.`,
        },
        ...local,
      ],
    };
  }
  const perPeriod =
    periodWithholdingCents(method.value, cert, {
      annualCents: incomeTaxWagesCents,
      federalWithheldCents: amounts.federalWithheldCents,
      ficaCents: amounts.ficaCents,
      periods: ctx.periods,
    }) + cert.additionalCents;
  const defaulted = ctx.input.stateWithholding !== false && cert.allowances === null;
  return {
    line: {
      code: 'STATE_INCOME_TAX',
      label,
      payer: 'employee',
      rate: method.value.kind === 'elected' ? method.value.defaultRate : null,
      taxableWagesCents: incomeTaxWagesCents,
      annualCents: perPeriod * ctx.periods,
      figures: [method],
    },
    warnings: [assumptionsWarning(name, method.value, cert, defaulted), ...local],
  };
}

/** 0.0495 → "4.95%". */
function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}
