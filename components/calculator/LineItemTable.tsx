import { formatRate } from '@/lib/calculator/format';
import { PAYER_LABELS } from '@/lib/calculator/resultLabels';
import { type NannyTaxLineItem } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { FigureCells, FigureHeaders } from './FigureCells';
import { ResultTable, TableScroll } from './resultTable';

interface LineItemTableProps {
  lineItems: readonly NannyTaxLineItem[];
  labelledBy: string;
}

/** The figure columns: label and the line's figure as shown. */
const LINE_FIGURES: ReadonlyArray<readonly [string, (item: NannyTaxLineItem) => string]> = [
  ['Rate', (item) => formatRate(item.rate)],
  ['Taxable wages', (item) => formatUsd(item.taxableWages)],
  ['Per paycheck', (item) => formatUsd(item.perPaycheck)],
  ['Per year', (item) => formatUsd(item.annual)],
];

/**
 * Every tax and contribution with its rate, payer and amounts; where each figure comes from is in
 * "Sources and assumptions" (an estimated figure says so here). Rows are keyed by position: a code
 * repeats (each payer's Social Security share).
 */
export default function LineItemTable({ lineItems, labelledBy }: LineItemTableProps) {
  return (
    <TableScroll role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <ResultTable aria-labelledby={labelledBy} data-calculator-breakdown data-stack>
        <thead>
          <tr>
            <th scope="col">Tax</th>
            <th scope="col">Paid by</th>
            <FigureHeaders labels={LINE_FIGURES.map(([label]) => label)} />
          </tr>
        </thead>
        <tbody>
          {lineItems.map((item, index) => (
            <tr key={`${index}-${item.code}-${item.payer}`} data-line-item={item.code}>
              <th scope="row">
                {item.label}
                {item.estimated ? ' (estimated)' : ''}
              </th>
              <td data-label="Paid by">{PAYER_LABELS[item.payer]}</td>
              <FigureCells figures={LINE_FIGURES.map(([label, of]) => [label, of(item)])} />
            </tr>
          ))}
        </tbody>
      </ResultTable>
    </TableScroll>
  );
}
