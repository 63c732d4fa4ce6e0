import { formatRate } from '@/lib/calculator/format';
import { PAYER_LABELS } from '@/lib/calculator/resultLabels';
import { sourceAnchor } from '@/lib/calculator/sources';
import { type NannyTaxLineItem } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { ResultLink, ResultTable, TableScroll } from './resultTable';

// The date and the source link stack in the last column.
const AS_OF_SX = {
  '& tbody th': { minWidth: 140 },
  '& [data-as-of]': { display: 'block', whiteSpace: 'nowrap' },
} as const;

interface LineItemTableProps {
  lineItems: readonly NannyTaxLineItem[];
  /** The citation number of each line item's source, by index. */
  citations: readonly number[];
  labelledBy: string;
}

/**
 * Every tax and contribution with its rate, payer, amounts and where the figure comes from.
 * Rows are keyed by position: a code repeats (each payer's Social Security share).
 */
export default function LineItemTable({ lineItems, citations, labelledBy }: LineItemTableProps) {
  return (
    <TableScroll role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <ResultTable aria-labelledby={labelledBy} data-calculator-breakdown sx={AS_OF_SX}>
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
            <th scope="col">As of / source</th>
          </tr>
        </thead>
        <tbody>
          {lineItems.map((item, index) => {
            const citation = citations[index] ?? 0;
            return (
              <tr key={`${index}-${item.code}-${item.payer}`} data-line-item={item.code}>
                <th scope="row">{item.label}</th>
                <td>{PAYER_LABELS[item.payer]}</td>
                <td data-num>{formatRate(item.rate)}</td>
                <td data-num>{formatUsd(item.taxableWages)}</td>
                <td data-num>{formatUsd(item.perPaycheck)}</td>
                <td data-num>{formatUsd(item.annual)}</td>
                <td>
                  <span data-as-of>
                    {item.asOf}
                    {item.estimated ? ' (estimated)' : ''}
                  </span>
                  <ResultLink href={`#${sourceAnchor(citation)}`}>Source {citation}</ResultLink>
                </td>
              </tr>
            );
          })}
        </tbody>
      </ResultTable>
    </TableScroll>
  );
}
