import { type LineDraft, rateLine } from '../lineItem';
import { toCents } from '../money';
import { type Figure } from '../types';

/**
 * An employer charge on state unemployment wages besides the UI rate itself: a training,
 * administration, workforce or solvency assessment (CA ETT, DC administrative assessment, MN base
 * tax and workforce fee).
 */
export interface UnemploymentSurcharge {
  /** Stable line code, e.g. `CA_ETT`. */
  readonly code: string;
  readonly label: string;
  /** Rate on the SUI taxable wages. */
  readonly rate: Figure<number>;
  /**
   * Only with the new-employer rate: left out when the family typed its own rate, because the
   * charge is part of the total on the state's rate notice (MN base tax) or is owed only until
   * the household has an experience rate (GA administrative assessment).
   */
  readonly newEmployerRateOnly?: boolean;
  /** A taxable-wage cap below the SUI base (CA ETT: $7,000); absent = the SUI base. */
  readonly wageBase?: Figure<number>;
}

/** The surcharge lines on one SUI line's taxable wages (cents). */
export function surchargeLines(
  surcharges: readonly UnemploymentSurcharge[],
  suiTaxableCents: number,
  assignedRate: boolean,
): LineDraft[] {
  return surcharges
    .filter((s) => !(s.newEmployerRateOnly === true && assignedRate))
    .map((s) => {
      const taxable = s.wageBase
        ? Math.min(suiTaxableCents, toCents(s.wageBase.value))
        : suiTaxableCents;
      const figures = s.wageBase ? [s.rate, s.wageBase] : [s.rate];
      return rateLine(s.code, s.label, 'employer', s.rate.value, taxable, figures);
    });
}
