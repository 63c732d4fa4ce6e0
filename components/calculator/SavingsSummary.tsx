import { useCalculatorText } from './CalculatorTextContext';
import { type NannyTaxSavings } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { ResultTable } from './resultTable';

interface SavingsSummaryProps {
  savings: NannyTaxSavings;
  labelledBy: string;
}

/** The family's estimated yearly tax savings: the FSA, the credit, and both together. */
export default function SavingsSummary({ savings, labelledBy }: SavingsSummaryProps) {
  const { summary: words } = useCalculatorText();
  const rows = [
    { label: words.savingsFsa, value: savings.dependentCareFsa },
    { label: words.savingsCredit, value: savings.childCareCredit },
    { label: words.savingsTotal, value: savings.total, strong: true },
  ];
  return (
    <ResultTable aria-labelledby={labelledBy} data-calculator-savings>
      <tbody>
        {rows.map((row) => {
          const strong = row.strong ? { 'data-strong': true } : {};
          return (
            <tr key={row.label}>
              <th scope="row" {...strong}>
                {row.label}
              </th>
              <td data-num {...strong}>
                {formatUsd(row.value)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </ResultTable>
  );
}
