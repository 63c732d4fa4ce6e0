import { useCalculatorText } from './CalculatorTextContext';
import { type CalculatorText } from '@/lib/calculator/text/calculatorText.en';
import { formatRate } from '@/lib/calculator/format';
import { type NannyTaxLineItem } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { FigureCells, FigureHeaders } from './FigureCells';
import { ResultTable, TableScroll } from './resultTable';

interface LineItemTableProps {
  lineItems: readonly NannyTaxLineItem[];
  labelledBy: string;
}

/** The figure columns: label and the line's figure as shown. */
function lineFigures(
  words: CalculatorText['results'],
): ReadonlyArray<readonly [string, (item: NannyTaxLineItem) => string]> {
  return [
    [words.rate, (item) => formatRate(item.rate, words.taxTables)],
    [words.taxableWages, (item) => formatUsd(item.taxableWages)],
    [words.perPaycheck, (item) => formatUsd(item.perPaycheck)],
    [words.perYear, (item) => formatUsd(item.annual)],
  ];
}

/**
 * Every tax and contribution with its rate, payer and amounts; where each figure comes from is in
 * "Sources and assumptions" (an estimated figure says so here). Rows are keyed by position: a code
 * repeats (each payer's Social Security share).
 */
export default function LineItemTable({ lineItems, labelledBy }: LineItemTableProps) {
  const { results: words } = useCalculatorText();
  const LINE_FIGURES = lineFigures(words);
  return (
    <TableScroll role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <ResultTable aria-labelledby={labelledBy} data-calculator-breakdown data-stack>
        <thead>
          <tr>
            <th scope="col">{words.tax}</th>
            <th scope="col">{words.paidBy}</th>
            <FigureHeaders labels={LINE_FIGURES.map(([label]) => label)} />
          </tr>
        </thead>
        <tbody>
          {lineItems.map((item, index) => (
            <tr key={`${index}-${item.code}-${item.payer}`} data-line-item={item.code}>
              <th scope="row">
                {item.label}
                {item.estimated ? words.estimated : ''}
              </th>
              <td data-label={words.paidBy}>{words.payer[item.payer]}</td>
              <FigureCells figures={LINE_FIGURES.map(([label, of]) => [label, of(item)])} />
            </tr>
          ))}
        </tbody>
      </ResultTable>
    </TableScroll>
  );
}
