/**
 * Numbers as people type them into the calculator: "1,250", "$25.50", " 40 ". No signs, no
 * exponents: a field that needs one is wrong anyway, and rejecting them keeps parsing exact.
 */
const PLAIN_DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/** The number in a typed amount, or null when the text is empty or not a plain number. */
export function parseNumberText(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '').trim();
  if (!PLAIN_DECIMAL.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * `value × 10^places` without float noise: 2.7 / 100 is 0.027000000000000003, and rounding to 12
 * significant digits gives back the decimal the user typed (0.027), which the URL then shows.
 */
function shiftDecimal(value: number, places: number): number {
  return Number((value * 10 ** places).toPrecision(12));
}

/** A percent as a decimal fraction: 2.7 → 0.027. */
export function percentToDecimal(percent: number): number {
  return shiftDecimal(percent, -2);
}

/** A decimal fraction as percent text: 0.027 → "2.7". */
export function decimalToPercentText(rate: number): string {
  return String(shiftDecimal(rate, 2));
}
