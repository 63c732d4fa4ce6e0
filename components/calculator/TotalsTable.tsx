import { type NannyTaxResult, type NannyTaxTotals } from '@/lib/tax/contract';
import { type PayFrequency } from '@/lib/tax/types';
import PaycheckTotalsTable, { type TotalsRow } from './PaycheckTotalsTable';

const ROWS: ReadonlyArray<TotalsRow<keyof NannyTaxTotals>> = [
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
    <PaycheckTotalsTable
      rows={ROWS}
      totals={result}
      payFrequency={payFrequency}
      labelledBy={labelledBy}
      marker="calculator-totals"
    />
  );
}
