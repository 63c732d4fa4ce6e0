import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { paycheckHeading } from '@/lib/calculator/labels';
import { type NannyTaxResult, type NannyTaxTotals } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { type PayFrequency } from '@/lib/tax/types';

const ROWS: ReadonlyArray<{ key: keyof NannyTaxTotals; label: string; strong?: boolean }> = [
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
    <Table size="small" aria-labelledby={labelledBy} data-calculator-totals>
      <TableHead>
        <TableRow>
          <TableCell component="td" />
          <TableCell align="right">{paycheckHeading(payFrequency)}</TableCell>
          <TableCell align="right">Per year</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ROWS.map((row) => (
          <TableRow key={row.key} data-total={row.key}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.strong ? 700 : 400 }}>
              {row.label}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: row.strong ? 700 : 400 }}>
              {formatUsd(result.perPaycheck[row.key])}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: row.strong ? 700 : 400 }}>
              {formatUsd(result.annual[row.key])}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
