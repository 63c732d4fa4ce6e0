import { multiplyCents, toCents } from '../../money';
import { type FilingStatus } from '../../types';
import { lookupStep, rowTaxCents, standardDeductionCents } from './tables';
import { type PhasedTaxMethod } from './types';

/**
 * Connecticut TPG-211, annual: tax on (wages − Table A exemption) from Table B, plus the Table C
 * add-back and Table D recapture for the wages, times (1 − the Table E credit for the wages).
 */
export function phasedTaxAnnualCents(
  method: PhasedTaxMethod,
  status: FilingStatus,
  wagesCents: number,
): number {
  const column = method.columns[status];
  const taxable = Math.max(0, wagesCents - standardDeductionCents(column.exemption, wagesCents));
  if (taxable === 0) return 0;
  const tax =
    rowTaxCents(column.rows, taxable) +
    toCents(lookupStep(column.addBack, wagesCents)) +
    toCents(lookupStep(column.recapture, wagesCents));
  return multiplyCents(tax, 1 - lookupStep(column.credits, wagesCents));
}
