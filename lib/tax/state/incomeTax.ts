import { type NannyTaxWarning } from '../contract';
import { type LineDraft, rateLine } from '../lineItem';
import { toCents } from '../money';
import { stateName, type StateCode } from '../states';
import { type StateTaxData } from '../types';

/** The state income tax line (if any) and what to tell the user about it. */
export interface StateIncomeTaxOutcome {
  readonly line: LineDraft | null;
  readonly warning: NannyTaxWarning | null;
}

/**
 * State income tax withholding, when the household agrees to withhold it:
 * - no wage income tax (AK, FL, NV, NH, SD, TN, TX, WA, WY): no line;
 * - flat-rate states: rate × (income-tax wages − the state's zero-rate amount, where sourced:
 *   MS $10,000, OH $26,050). State allowances and exemptions from the employee's state form are
 *   not applied, so this is an upper estimate; a warning says so;
 * - graduated states: a line of $0 and a warning that it is not estimated, because the state's
 *   withholding tables are not in the data.
 */
export function stateIncomeTax(
  code: StateCode,
  state: StateTaxData,
  incomeTaxWagesCents: number,
): StateIncomeTaxOutcome {
  const rule = state.incomeTax.value;
  const name = stateName(code);
  const label = `${name} income tax withholding`;
  switch (rule.kind) {
    case 'none':
      return { line: null, warning: null };
    case 'flat': {
      const exempt = toCents(rule.exemptAmount ?? 0);
      const taxable = Math.max(0, incomeTaxWagesCents - exempt);
      return {
        line: rateLine('STATE_INCOME_TAX', label, 'employee', rule.rate, taxable, [
          state.incomeTax,
        ]),
        warning: {
          code: 'STATE_INCOME_TAX_SIMPLIFIED',
          message: `${name} income tax is estimated at its flat ${formatPercent(rule.rate)} rate on the nanny's wages${
            exempt > 0 ? ` above $${(exempt / 100).toLocaleString('en-US')}` : ''
          }, without the allowances on the state withholding form, so actual withholding may be lower.`,
        },
      };
    }
    case 'graduated':
      return {
        line: {
          code: 'STATE_INCOME_TAX',
          label,
          payer: 'employee',
          rate: null,
          taxableWagesCents: incomeTaxWagesCents,
          annualCents: 0,
          figures: [state.incomeTax],
        },
        warning: {
          code: 'STATE_INCOME_TAX_NOT_ESTIMATED',
          message: `${name} income tax withholding is not estimated: ${name} uses graduated withholding tables that this calculator does not include yet. Use the state's withholding tables or ask your payroll provider.`,
        },
      };
  }
}

/** 0.0495 → "4.95%". */
export function formatPercent(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}
