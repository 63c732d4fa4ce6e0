import PaycheckTotalsTable, { type TotalsRow } from '@/components/calculator/PaycheckTotalsTable';
import { type NannyShareNannyTotals, type NannyShareResult } from '@/lib/tax/share/contract';
import { type PayFrequency } from '@/lib/tax/types';

const ROWS: ReadonlyArray<TotalsRow<keyof NannyShareNannyTotals>> = [
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
    <PaycheckTotalsTable
      rows={ROWS}
      totals={nanny}
      payFrequency={payFrequency}
      labelledBy={labelledBy}
      marker="share-nanny"
    />
  );
}
