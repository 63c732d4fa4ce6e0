import { type Locale } from '@/lib/site/i18n/locale';
import { shortDate } from '../dated';
import { formatUsd } from '../money';

const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 4 });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Figures counted in hours or periods, not dollars. */
const COUNT_KEY = /hours|periods/i;
/** A wage per hour is dollars even where its figure is named `rate` (a city's minimum wage). */
const WAGE_PATH = /minimumWage/;
/** The last key of a path: `.states.NH.unemployment.newEmployerRate` → `newEmployerRate`. */
function leafKey(path: string): string {
  return /\.([A-Za-z]+)(?:\[[^\]]*\])*$/.exec(path)?.[1] ?? '';
}

// Spanish dates in words, as the glossary writes them (docs/spanish-glossary.md): es-US's
// numeric form puts the day first. UTC, so a date never moves a day with the server's zone.
const ES_DAY = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });
const ES_MONTH = new Intl.DateTimeFormat('es-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A date at the precision its source gives: "Sep 30, 2026" for 2026-09-30, "Jan 2026" for
 * 2026-01, "2026" for 2026; in Spanish "30 de septiembre de 2026", "enero de 2026"; other text
 * as it is.
 */
export function readableDate(iso: string, locale: Locale = 'en'): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso);
  if (!match) return iso;
  const [, year = '', month, day] = match;
  if (locale === 'es' && month) {
    const at = new Date(Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1));
    return (day ? ES_DAY : ES_MONTH).format(at);
  }
  const monthName = month ? (MONTHS[Number(month) - 1] ?? '') : '';
  if (day) return `${shortDate(iso)}, ${year}`;
  return month ? `${monthName} ${year}` : year;
}

/** Every number under a key named `rate` inside a table or rule (withholding, a flat tax). */
function ratesIn(node: unknown, out: Set<number>): Set<number> {
  if (typeof node !== 'object' || node === null) return out;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'rate' && typeof child === 'number' && child > 0) out.add(child);
    else ratesIn(child, out);
  }
  return out;
}

/**
 * A figure's value in words, from where the figure sits (`path`): wages per hour and other
 * amounts as dollars, rates (and any fraction) as a percentage, dates as dates, hours as
 * numbers (es-US writes dollars and percentages as en-US does); a table or rule by its one rate
 * where it has a single one. Null for a table that
 * words cannot sum up (a bracket schedule): the source says what changed.
 */
export function formatFigureValue(
  value: unknown,
  path: string,
  locale: Locale = 'en',
): string | null {
  const key = leafKey(path);
  if (typeof value === 'number') {
    if (WAGE_PATH.test(path)) return formatUsd(value);
    if (/rate/i.test(key) || (value > 0 && value < 1)) return PERCENT.format(value);
    if (COUNT_KEY.test(key)) return String(value);
    return formatUsd(value);
  }
  if (typeof value === 'string') return readableDate(value, locale);
  const rates = ratesIn(value, new Set());
  const [only] = rates;
  return rates.size === 1 && only !== undefined ? PERCENT.format(only) : null;
}
