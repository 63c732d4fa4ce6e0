/**
 * Integer-cent arithmetic. Every amount the engine computes is an integer number of cents, and
 * every rounding is half away from zero on exact integers, so `0.0145 × $20.50` rounds the way a
 * person would (29.725 → 30 cents) instead of the way a float does (29.724999… → 29).
 */

/** Rates and factors are scaled to integers with this many decimal places before multiplying. */
const FACTOR_DIGITS = 10;
const FACTOR_SCALE = 10 ** FACTOR_DIGITS;

/**
 * `numerator ÷ denominator` for integers, rounded half away from zero. Plain numbers are exact
 * while the product stays below 2^53, which covers ordinary household wages; BigInt otherwise.
 */
function mulDivRounded(a: number, b: number, denominator: number): number {
  const product = a * b;
  if (Number.isSafeInteger(product) && Number.isSafeInteger(2 * Math.abs(product) + denominator)) {
    const quotient = Math.trunc(product / denominator);
    const remainder = product - quotient * denominator;
    if (2 * Math.abs(remainder) >= denominator) return quotient + Math.sign(product);
    return quotient;
  }
  return Number(divideRounded(BigInt(a) * BigInt(b), BigInt(denominator)));
}

/** Divides two BigInts, rounding half away from zero. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** A decimal factor (a rate, hours, a fraction) as an exact integer numerator over 10^10. */
function scaledFactor(factor: number): number {
  return Math.round(factor * FACTOR_SCALE);
}

/** Dollars to integer cents, rounding half away from zero on the decimal value (1.005 → 101). */
export function toCents(dollars: number): number {
  if (Number.isInteger(dollars)) return dollars * 100;
  const text = String(Math.abs(dollars));
  // Shifting the decimal point in the string avoids 1.005 * 100 = 100.49999….
  const scaled = text.includes('e') ? Math.abs(dollars) * 100 : Number(`${text}e2`);
  const cents = Math.floor(scaled + 0.5);
  return dollars < 0 ? -cents : cents;
}

/** Integer cents to dollars (at most two decimals). */
export function toDollars(cents: number): number {
  return cents / 100;
}

/** `cents × factor`, rounded to a whole cent half away from zero. */
export function multiplyCents(cents: number, factor: number): number {
  return mulDivRounded(cents, scaledFactor(factor), FACTOR_SCALE);
}

/** `cents ÷ divisor` (a positive number, possibly fractional), rounded half away from zero. */
export function divideCents(cents: number, divisor: number): number {
  return mulDivRounded(cents, FACTOR_SCALE, scaledFactor(divisor));
}

/** Sums rounded amounts (the only way totals are formed). */
export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** Adds decimal rates without float noise (0.006 + 0.015 = 0.021, not 0.020999…). */
export function addRates(...rates: readonly number[]): number {
  const total = rates.reduce((sum, rate) => sum + scaledFactor(rate), 0);
  return total / FACTOR_SCALE;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * "$1,234.56" for an amount in dollars, as Intl's en-US currency format writes it. Amounts the
 * engine produces are whole cents, formatted by hand (−0 as $0.00): Intl.NumberFormat#format was 8% of a whole
 * calculation's time (the warnings format a dozen amounts). Anything else goes to Intl.
 */
export function formatUsd(dollars: number): string {
  const cents = Math.round(dollars * 100);
  if (!Number.isSafeInteger(cents) || cents / 100 !== dollars) return USD.format(dollars);
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${whole}.${fraction}`;
}

/** `cents × multiplier ÷ divisor` for integers, rounded half away from zero, exactly. */
export function scaleCents(cents: number, multiplier: number, divisor: number): number {
  return mulDivRounded(cents, multiplier, divisor);
}
