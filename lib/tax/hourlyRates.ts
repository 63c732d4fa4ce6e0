import { type NannyTaxPayRates } from './contract';
import { DOUBLE_TIME_MULTIPLIER, OVERTIME_MULTIPLIER, type WageBasis } from './payBasis';
import { type OvertimeThresholds } from './overtime/types';

/** Dollars rounded to the cent, half away from zero (rates here are never negative). */
function cents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

/** Whether the thresholds in force ever pay 2× (CA daily double time or premium days). */
function paysDoubleTime(thresholds: OvertimeThresholds): boolean {
  return thresholds.dailyDouble !== undefined || thresholds.premiumDays !== undefined;
}

/**
 * The hourly rates both sides should agree on, from the year's wage basis: the regular rate (as
 * entered for hourly pay; for a salary the rate it implies under the overtime rule in force, so
 * $900 for 45 h in Texas is 900 ÷ (40 + 1.5 × 5) = $18.95), 1.5× and, where the state pays it,
 * 2× that rate (from the unrounded regular rate: $28.42, not 1.5 × $18.95 = $28.43), and the
 * average actually earned per hour worked. See docs/calculator.md#pay-rates.
 */
export function hourlyRates(basis: WageBasis, thresholds: OvertimeThresholds): NannyTaxPayRates {
  const rate = basis.regularRate;
  const weekly = basis.annualCents / basis.weeksPerYear / 100;
  const rates: NannyTaxPayRates = {
    regularHourly: cents(rate),
    overtimeHourly: cents(rate * OVERTIME_MULTIPLIER),
    effectiveHourly: cents(weekly / basis.hoursPerWeek),
  };
  if (paysDoubleTime(thresholds)) rates.doubleTimeHourly = cents(rate * DOUBLE_TIME_MULTIPLIER);
  return rates;
}
