const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 4 });

/**
 * A line item's rate: 0.0145 → "1.45%" (es-US writes percentages as en-US does); null
 * (table-based withholding) → "Tax tables", or the page's words for it.
 */
export function formatRate(rate: number | null, taxTables = 'Tax tables'): string {
  return rate === null ? taxTables : PERCENT.format(rate);
}
