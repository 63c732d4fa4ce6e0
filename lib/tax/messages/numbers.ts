/** Hours for a message: at most two decimals ("3.33"). */
export function hoursText(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** A rate as a percentage with at most two decimals: 0.0765 → "7.65%". */
export function percentText(rate: number): string {
  return `${Math.round(rate * 10000) / 100}%`;
}

/** A withholding rate with up to four decimals of a percent: 0.0495 → "4.95%". */
export function rateText(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}
