import { useCalculatorText } from './CalculatorTextContext';
import { paycheckHeading } from '@/lib/calculator/resultLabels';
import { formatUsd } from '@/lib/tax/money';
import { type PayFrequency } from '@/lib/tax/types';
import { FigureCells, FigureHeaders } from './FigureCells';
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
  const { results: words } = useCalculatorText();
  const paycheck = paycheckHeading(payFrequency, words.paycheck);
  return (
    <ResultTable aria-labelledby={labelledBy} {...{ [`data-${marker}`]: true }} data-stack>
      <thead>
        <tr>
          <td />
          <FigureHeaders labels={[paycheck, words.perYear]} />
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
              <FigureCells
                strong={row.strong}
                figures={[
                  [paycheck, formatUsd(totals.perPaycheck[row.key])],
                  [words.perYear, formatUsd(totals.annual[row.key])],
                ]}
              />
            </tr>
          );
        })}
      </tbody>
    </ResultTable>
  );
}
