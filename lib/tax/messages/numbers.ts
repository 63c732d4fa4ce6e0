/** Hours for a message: at most two decimals ("3.33"). */
export function hoursText(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** The noun for a count: singular for exactly one ("1 hour"), plural otherwise ("1.5 hours"). */
export function plural(count: number, one: string, other: string): string {
  return hoursText(count) === '1' ? one : other;
}

/** A count (at most two decimals) with its noun: "1 hora", "2.5 horas". */
export function counted(count: number, one: string, other: string): string {
  return `${hoursText(count)} ${plural(count, one, other)}`;
}

/** A rate as a percentage with at most two decimals: 0.0765 → "7.65%". */
export function percentText(rate: number): string {
  return `${Math.round(rate * 10000) / 100}%`;
}

/** A withholding rate with up to four decimals of a percent: 0.0495 → "4.95%". */
export function rateText(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}
