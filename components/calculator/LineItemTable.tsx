import { formatRate } from '@/lib/calculator/format';
import { PAYER_LABELS } from '@/lib/calculator/resultLabels';
import { type NannyTaxLineItem } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { ResultTable, TableScroll } from './resultTable';

interface LineItemTableProps {
  lineItems: readonly NannyTaxLineItem[];
  labelledBy: string;
}

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
            <th scope="col" data-num>
              Rate
            </th>
            <th scope="col" data-num>
              Taxable wages
            </th>
            <th scope="col" data-num>
              Per paycheck
            </th>
            <th scope="col" data-num>
              Per year
            </th>
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
              <td data-num data-label="Rate">
                {formatRate(item.rate)}
              </td>
              <td data-num data-label="Taxable wages">
                {formatUsd(item.taxableWages)}
              </td>
              <td data-num data-label="Per paycheck">
                {formatUsd(item.perPaycheck)}
              </td>
              <td data-num data-label="Per year">
                {formatUsd(item.annual)}
              </td>
            </tr>
          ))}
        </tbody>
      </ResultTable>
    </TableScroll>
  );
}
