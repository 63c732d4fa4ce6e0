import { multiplyCents, toCents } from '../money';

/** Dollars rounded to the cent, half away from zero, as payrolls round (IRS Pub 15 "Rounding"). */
export function roundCents(dollars: number): number {
  return toCents(dollars) / 100;
}

/** A dollar amount as a case's computation writes it: "41,600.00". */
export function usd(dollars: number): string {
  return dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A rate as the agencies print it: 0.062 → "6.2%", 0.03822 → "3.822%". */
export function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(6))}%`;
}

/** `base × rate` to the cent, with its written-out step. */
export function times(base: number, rate: number): { value: number; text: string } {
  // Exact integer arithmetic: 41,600 × 1.45% is 603.20, not 603.1999….
  const value = multiplyCents(toCents(base), rate) / 100;
  return { value, text: `${usd(base)} × ${percent(rate)} = ${usd(value)}` };
}
