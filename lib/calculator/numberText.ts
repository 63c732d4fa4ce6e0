/**
 * Numbers as people type them into the calculator: "1,250", "$25.50", " 40 ". No signs, no
 * exponents: a field that needs one is wrong anyway, and rejecting them keeps parsing exact.
 * Commas are thousands separators only where they group three digits ("1,250", "12,500.75"): a
 * comma before one or two digits ("20,50") is a decimal comma, never read as $2,050.
 */
const PLAIN_DECIMAL = /^(\d+\.?\d*|\.\d+)$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
const DECIMAL_COMMA = /^\d+,\d{1,2}$/;

/** What a typed amount says: its number, or why it has none. */
export type NumberText =
  | { kind: 'number'; value: number }
  | { kind: 'empty' }
  /** "20,50": a decimal comma; the message asks for a period. */
  | { kind: 'decimalComma'; suggestion: string }
  | { kind: 'invalid' };

/** Reads a typed amount: its number, or empty, a decimal comma, or not a number. */
export function readNumberText(text: string): NumberText {
  const cleaned = text.trim().replace(/^\$/, '').trim();
  if (cleaned === '') return { kind: 'empty' };
  if (DECIMAL_COMMA.test(cleaned)) {
    return { kind: 'decimalComma', suggestion: cleaned.replace(',', '.') };
  }
  const digits =
    cleaned.includes(',') && GROUPED.test(cleaned) ? cleaned.replaceAll(',', '') : cleaned;
  return PLAIN_DECIMAL.test(digits)
    ? { kind: 'number', value: Number(digits) }
    : { kind: 'invalid' };
}

/**
 * A typed field's number when it reads as one and `accepts` it, else the message to show: the
 * field's own, or "Use a period for cents: 20.50." for a decimal comma.
 */
export function checkNumberText(
  text: string,
  accepts: (value: number) => boolean,
  message: string,
): { ok: true; value: number } | { ok: false; message: string } {
  const read = readNumberText(text);
  if (read.kind === 'decimalComma') {
    return { ok: false, message: `Use a period for cents: ${read.suggestion}.` };
  }
  if (read.kind === 'number' && accepts(read.value)) return { ok: true, value: read.value };
  return { ok: false, message };
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
