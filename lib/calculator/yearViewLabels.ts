import { type Locale } from '@/lib/site/i18n/locale';

/** Words for the year view's quarters. */
export const QUARTER_LABELS: Record<1 | 2 | 3 | 4, string> = {
  1: 'January–March',
  2: 'April–June',
  3: 'July–September',
  4: 'October–December',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

// Spanish as `Intl` writes it for es-US ("15 de abril de 2026"); the date is read as UTC, so
// the day is the same on the server and in any browser's time zone.
const SPANISH_DATE = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "April 15, 2026" (Spanish: "15 de abril de 2026") for "2026-04-15", the same on server and browser. */
export function formatDueDate(iso: string, locale: Locale = 'en'): string {
  if (locale === 'es') return SPANISH_DATE.format(new Date(`${iso}T00:00:00Z`));
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1] ?? '';
  return `${name} ${day ?? ''}, ${year ?? ''}`;
}
