import { paycheckHeading } from '@/lib/calculator/labels';
import { type NannyTaxResult, type NannyTaxTotals } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { type PayFrequency } from '@/lib/tax/types';
import { ResultTable } from './resultTable';

const ROWS: ReadonlyArray<{ key: keyof NannyTaxTotals; label: string; strong?: boolean }> = [
  { key: 'grossWages', label: 'Gross wages' },
  { key: 'employeeTaxes', label: 'Taxes withheld from your nanny' },
  { key: 'netPay', label: 'Your nanny’s take-home pay', strong: true },
  { key: 'employerTaxes', label: 'Your employer taxes' },
  { key: 'totalEmployerCost', label: 'Your total cost', strong: true },
];

interface TotalsTableProps {
  result: NannyTaxResult;
  payFrequency: PayFrequency;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** The five totals per paycheck and per year. */
export default function TotalsTable({ result, payFrequency, labelledBy }: TotalsTableProps) {
  return (
    <ResultTable aria-labelledby={labelledBy} data-calculator-totals>
      <thead>
        <tr>
          <td />
          <th scope="col" data-num>
            {paycheckHeading(payFrequency)}
          </th>
          <th scope="col" data-num>
            Per year
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => {
          const strong = row.strong ? { 'data-strong': true } : {};
          return (
            <tr key={row.key} data-total={row.key}>
              <th scope="row" {...strong}>
                {row.label}
              </th>
              <td data-num {...strong}>
                {formatUsd(result.perPaycheck[row.key])}
              </td>
              <td data-num {...strong}>
                {formatUsd(result.annual[row.key])}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ResultTable>
  );
}
