import { divideCents, multiplyCents, scaleCents, toCents } from '../money';
import { type YonkersNonresidentTax } from '../localities/types';
import { annualBracketTaxCents, type StateCertificate } from '../state/withholding/methods';
import { type BracketMethod } from '../state/withholding/types';
import { type LocalMethod } from './types';

/** Parts per million, so the surcharge multiplies integers exactly. */
const PPM = 1_000_000;

/**
 * The Yonkers resident surcharge (NYS-50-T-Y): the surcharge rate × the New York State tax the
 * state formula gives on the same wages, per pay period. It is taken of the exact state amount,
 * before the state's own rounding, as the publication's worked example does.
 */
export function yonkersResidentMethod(
  surcharge: number,
  state: BracketMethod,
  cert: StateCertificate,
  periods: number,
): LocalMethod {
  const ppm = Math.round(surcharge * PPM);
  return (amounts) => {
    const stateAnnual = annualBracketTaxCents(state, cert, {
      annualCents: amounts.incomeTaxWagesCents,
      federalWithheldCents: amounts.federalWithheldCents,
      ficaCents: amounts.ficaCents,
      periods,
    });
    const perPeriod = scaleCents(stateAnnual, ppm, PPM * periods);
    return { annualCents: perPeriod * periods, rate: null };
  };
}

/**
 * The Yonkers non-resident earnings tax, Method VIII: annual wages less the exclusion for their
 * band, × the rate, ÷ pay periods; nothing on annual wages under the minimum.
 */
export function yonkersNonresidentMethod(tax: YonkersNonresidentTax, periods: number): LocalMethod {
  const minimum = toCents(tax.minimumWages);
  const bands = tax.exclusions.map((b) => ({ over: toCents(b.over), off: toCents(b.exclusion) }));
  return ({ incomeTaxWagesCents: wages }) => {
    if (wages < minimum) return { annualCents: 0, rate: null };
    let off = 0;
    for (const band of bands) if (wages > band.over) off = band.off;
    const perPeriod = divideCents(multiplyCents(Math.max(0, wages - off), tax.rate), periods);
    return { annualCents: perPeriod * periods, rate: null };
  };
}
