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

/** "April 15, 2026" for "2026-04-15", without Intl's time zone pitfalls (same on server and browser). */
export function formatDueDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[(month ?? 1) - 1] ?? '';
  return `${name} ${day ?? ''}, ${year ?? ''}`;
}
