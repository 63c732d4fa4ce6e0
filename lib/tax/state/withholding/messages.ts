import { type NannyTaxWarning } from '../../contract';
import { type StateCode } from '../../states';
import { type Figure } from '../../types';
import { warning } from '../../warnings';
import { allowancesFor, type StateCertificate } from './methods';
import { type StateWithholdingMethod } from './types';

/** What the state formula assumed: the filing status and allowances, or Arizona's elected rate. */
export function assumptionsWarning(
  state: StateCode,
  method: StateWithholdingMethod,
  cert: StateCertificate,
): NannyTaxWarning {
  if (method.kind === 'elected') {
    return warning('STATE_WITHHOLDING_ASSUMPTIONS', {
      state,
      method: 'elected',
      defaultRate: method.defaultRate,
      rates: method.rates,
    });
  }
  const status = cert.filingStatus;
  if (method.kind === 'phasedCredit' || method.kind === 'phasedTax') {
    return warning('STATE_WITHHOLDING_ASSUMPTIONS', { state, method: 'formula', status });
  }
  return warning('STATE_WITHHOLDING_ASSUMPTIONS', {
    state,
    method: 'allowances',
    status,
    allowances: allowancesFor(method, cert),
    defaulted: cert.allowances === null,
  });
}

/** A state with a wage income tax whose formula is not in the data: no number, a warning. */
export function notEstimatedWarning(state: StateCode): NannyTaxWarning {
  return warning('STATE_INCOME_TAX_NOT_ESTIMATED', { state });
}

/** The local income taxes of the state, which the estimate leaves out. */
export function localTaxWarning(localTaxes: Figure<string>): NannyTaxWarning {
  return warning('LOCAL_INCOME_TAX_NOT_INCLUDED', { note: localTaxes.value });
}
