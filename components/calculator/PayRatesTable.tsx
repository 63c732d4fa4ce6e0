import { useCalculatorText } from './CalculatorTextContext';
import { fillIn } from '@/lib/calculator/text/fillIn';
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
  const { summary: words } = useCalculatorText();
  const rows: Array<[string, number]> = [
    [words.regularRate, payRates.regularHourly],
    [words.overtimeRate, payRates.overtimeHourly],
  ];
  if (payRates.doubleTimeHourly !== undefined) {
    rows.push([words.doubleTimeRate, payRates.doubleTimeHourly]);
  }
  rows.push([words.averageRate, payRates.effectiveHourly]);
  return (
    <ResultTable aria-labelledby={labelledBy} data-calculator-pay-rates>
      <tbody>
        {rows.map(([label, rate]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td data-num>{fillIn(words.anHour, { amount: formatUsd(rate) })}</td>
          </tr>
        ))}
      </tbody>
    </ResultTable>
  );
}
