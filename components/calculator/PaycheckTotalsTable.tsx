import { paycheckHeading } from '@/lib/calculator/resultLabels';
import { formatUsd } from '@/lib/tax/money';
import { type PayFrequency } from '@/lib/tax/types';
import { ResultTable } from './resultTable';

/** One row: the total's key, its label, and whether it is a bottom line. */
export interface TotalsRow<Key extends string> {
  key: Key;
  label: string;
  strong?: boolean;
}

interface PaycheckTotalsTableProps<Key extends string> {
  rows: ReadonlyArray<TotalsRow<Key>>;
  totals: { perPaycheck: Readonly<Record<Key, number>>; annual: Readonly<Record<Key, number>> };
  payFrequency: PayFrequency;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Marks the table (`data-<marker>`), for tests and print styles. */
  marker: string;
}

/** Totals per paycheck and per year, one row each: the calculators' summary tables. */
export default function PaycheckTotalsTable<Key extends string>({
  rows,
  totals,
  payFrequency,
  labelledBy,
  marker,
}: PaycheckTotalsTableProps<Key>) {
  return (
    <ResultTable aria-labelledby={labelledBy} {...{ [`data-${marker}`]: true }} data-stack>
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
        {rows.map((row) => {
          const strong = row.strong ? { 'data-strong': true } : {};
          return (
            <tr key={row.key} data-total={row.key}>
              <th scope="row" {...strong}>
                {row.label}
              </th>
              <td data-num data-label={paycheckHeading(payFrequency)} {...strong}>
                {formatUsd(totals.perPaycheck[row.key])}
              </td>
              <td data-num data-label="Per year" {...strong}>
                {formatUsd(totals.annual[row.key])}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ResultTable>
  );
}
