import { type NannyTaxDueDate } from '@/lib/tax/contract';

/** One date of the year's calendar: what is due on it, and how much to pay in all. */
export interface DuePayment {
  date: string;
  /** Dollars to pay that day (filings alone count 0). */
  amount: number;
  /** What is due, in the calendar's words, one per payment or filing. */
  items: readonly string[];
}

/**
 * The next `count` dates with a payment on or after `from` (ISO), each with its total and what
 * makes it up: the answer's "what to pay whom and when", at a glance.
 */
export function nextPayments(
  dueDates: readonly NannyTaxDueDate[],
  from: string,
  count = 3,
): DuePayment[] {
  const byDate = new Map<string, { cents: number; items: string[] }>();
  for (const due of [...dueDates].sort((a, b) => a.date.localeCompare(b.date))) {
    if (due.date < from || due.amount === null || due.amount <= 0) continue;
    const day = byDate.get(due.date) ?? { cents: 0, items: [] };
    day.cents += Math.round(due.amount * 100);
    day.items.push(due.what);
    byDate.set(due.date, day);
  }
  return [...byDate.entries()]
    .slice(0, count)
    .map(([date, day]) => ({ date, amount: day.cents / 100, items: day.items }));
}
