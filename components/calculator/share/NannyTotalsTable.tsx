import { ResultTable } from '@/components/calculator/resultTable';
import { paycheckHeading } from '@/lib/calculator/labels';
import { formatUsd } from '@/lib/tax/money';
import { type NannyShareNannyTotals, type NannyShareResult } from '@/lib/tax/share/contract';
import { type PayFrequency } from '@/lib/tax/types';

const ROWS: ReadonlyArray<{ key: keyof NannyShareNannyTotals; label: string; strong?: boolean }> = [
  { key: 'grossWages', label: 'Gross wages from all families' },
  { key: 'employeeTaxes', label: 'Taxes withheld' },
  { key: 'netPay', label: 'Take-home pay', strong: true },
];

interface NannyTotalsTableProps {
  nanny: NannyShareResult['nanny'];
  payFrequency: PayFrequency;
  labelledBy: string;
}

/** The nanny's pay across the families' paychecks, per pay period and per year. */
export default function NannyTotalsTable({
  nanny,
  payFrequency,
  labelledBy,
}: NannyTotalsTableProps) {
  return (
    <ResultTable aria-labelledby={labelledBy} data-share-nanny>
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
                {formatUsd(nanny.perPaycheck[row.key])}
              </td>
              <td data-num {...strong}>
                {formatUsd(nanny.annual[row.key])}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ResultTable>
  );
}
