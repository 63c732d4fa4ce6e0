import { type NannyTaxWarning } from '../../contract';
import { type Figure } from '../../types';
import { allowancesFor, type StateCertificate } from './methods';
import { type StateWithholdingMethod } from './types';

const STATUS_WORDS = {
  single: 'single',
  married: 'married',
  head_of_household: 'head of household',
} as const;

/** 0.0495 → "4.95%". */
function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}

/** What the state formula assumed: the filing status and allowances, or Arizona's elected rate. */
export function assumptionsWarning(
  name: string,
  method: StateWithholdingMethod,
  cert: StateCertificate,
): NannyTaxWarning {
  if (method.kind === 'elected') {
    return {
      code: 'STATE_WITHHOLDING_ASSUMPTIONS',
      message: `${name} withholding is the percentage of wages your nanny elects on the state form; this uses the ${formatRate(method.defaultRate)} default (the form offers ${method.rates.map(formatRate).join(', ')}).`,
    };
  }
  const status = STATUS_WORDS[cert.filingStatus];
  if (method.kind === 'phasedCredit' || method.kind === 'phasedTax') {
    return {
      code: 'STATE_WITHHOLDING_ASSUMPTIONS',
      message: `${name} withholding uses the state's formula for a ${status} employee (${name} has no allowances).`,
    };
  }
  const allowances = allowancesFor(method, cert);
  const defaulted = cert.allowances === null;
  return {
    code: 'STATE_WITHHOLDING_ASSUMPTIONS',
    message: `${name} withholding uses the state's withholding formula for a ${status} employee claiming ${allowances} allowance${allowances === 1 ? '' : 's'}${defaulted ? " (the calculator's default; enter your nanny's state form to change it)" : ''}.`,
  };
}

/** A state with a wage income tax whose formula is not in the data: no number, a warning. */
export function notEstimatedWarning(name: string): NannyTaxWarning {
  return {
    code: 'STATE_INCOME_TAX_NOT_ESTIMATED',
    message: `${name} income tax withholding is not estimated: the calculator does not have ${name}'s withholding formula yet. Use the state's withholding tables or ask your payroll provider.`,
  };
}

/** The local income taxes of the state, which the estimate leaves out. */
export function localTaxWarning(localTaxes: Figure<string>): NannyTaxWarning {
  return {
    code: 'LOCAL_INCOME_TAX_NOT_INCLUDED',
    message: `Local income taxes are not included: ${localTaxes.value}`,
  };
}
