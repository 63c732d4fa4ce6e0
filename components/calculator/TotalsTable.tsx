import { useCalculatorText } from './CalculatorTextContext';
import { type CalculatorText } from '@/lib/calculator/text/calculatorText.en';
import { type NannyTaxResult, type NannyTaxTotals } from '@/lib/tax/contract';
import { type PayFrequency } from '@/lib/tax/types';
import PaycheckTotalsTable, { type TotalsRow } from './PaycheckTotalsTable';

function rows(words: CalculatorText['results']): ReadonlyArray<TotalsRow<keyof NannyTaxTotals>> {
  return [
    { key: 'grossWages', label: words.grossWages },
    { key: 'employeeTaxes', label: words.employeeTaxes },
    { key: 'netPay', label: words.netPay, strong: true },
    { key: 'employerTaxes', label: words.employerTaxes },
    { key: 'totalEmployerCost', label: words.totalCost, strong: true },
  ];
}

interface TotalsTableProps {
  result: NannyTaxResult;
  payFrequency: PayFrequency;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** The five totals per paycheck and per year. */
export default function TotalsTable({ result, payFrequency, labelledBy }: TotalsTableProps) {
  const { results: words } = useCalculatorText();
  return (
    <PaycheckTotalsTable
      rows={rows(words)}
      totals={result}
      payFrequency={payFrequency}
      labelledBy={labelledBy}
      marker="calculator-totals"
    />
  );
}
