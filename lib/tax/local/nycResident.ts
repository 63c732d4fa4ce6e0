import { divideCents, toCents } from '../money';
import { type NycResidentSchedule } from '../localities/types';
import { rowTaxCents } from '../state/withholding/tables';
import { type StateCertificate } from '../state/withholding/methods';
import { type LocalMethod } from './types';

/**
 * NYS-50-T-NYC Method II on the annual schedule: annual wages less the deduction allowance
 * (head of household takes the single one, as on IT-2104) and $1,000 per allowance, taxed on the
 * schedule, ÷ pay periods, rounded to the cent.
 */
export function nycResidentMethod(
  schedule: NycResidentSchedule,
  cert: StateCertificate,
  allowances: number,
  periods: number,
): LocalMethod {
  const column = cert.filingStatus === 'married' ? 'married' : 'single';
  const offCents = toCents(schedule.deduction[column]) + allowances * toCents(schedule.exemption);
  return ({ incomeTaxWagesCents }) => {
    const net = Math.max(0, incomeTaxWagesCents - offCents);
    const perPeriod = divideCents(rowTaxCents(schedule.rows, net), periods);
    return { annualCents: perPeriod * periods, rate: null };
  };
}
