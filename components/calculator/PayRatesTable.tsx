import { type NannyTaxPayRates } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { ResultTable } from './resultTable';

interface PayRatesTableProps {
  payRates: NannyTaxPayRates;
  labelledBy: string;
}

/**
 * The hourly rates the pay means (docs/calculator.md#pay-rates): what to write in an offer, for
 * a salary or a take-home pay too.
 */
export default function PayRatesTable({ payRates, labelledBy }: PayRatesTableProps) {
  const rows: Array<[string, number]> = [
    ['Regular rate', payRates.regularHourly],
    ['Overtime rate (1.5×)', payRates.overtimeHourly],
  ];
  if (payRates.doubleTimeHourly !== undefined) {
    rows.push(['Double-time rate (2×)', payRates.doubleTimeHourly]);
  }
  rows.push(['Average per hour worked', payRates.effectiveHourly]);
  return (
    <ResultTable aria-labelledby={labelledBy} data-calculator-pay-rates>
      <tbody>
        {rows.map(([label, rate]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td data-num>{formatUsd(rate)} an hour</td>
          </tr>
        ))}
      </tbody>
    </ResultTable>
  );
}
