const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 4 });

/** A line item's rate: 0.0145 → "1.45%"; null (table-based withholding) → "Tax tables". */
export function formatRate(rate: number | null): string {
  return rate === null ? 'Tax tables' : PERCENT.format(rate);
}
