import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { type NannyTaxSavings } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';

interface SavingsSummaryProps {
  savings: NannyTaxSavings;
  labelledBy: string;
}

/** The family's estimated yearly tax savings: the FSA, the credit, and both together. */
export default function SavingsSummary({ savings, labelledBy }: SavingsSummaryProps) {
  const rows = [
    { label: 'Dependent-care FSA', value: savings.dependentCareFsa },
    { label: 'Child and dependent care credit', value: savings.childCareCredit },
    { label: 'Total savings per year', value: savings.total, strong: true },
  ];
  return (
    <Table size="small" aria-labelledby={labelledBy} data-calculator-savings>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.label}>
            <TableCell component="th" scope="row" sx={{ fontWeight: row.strong ? 700 : 400 }}>
              {row.label}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: row.strong ? 700 : 400 }}>
              {formatUsd(row.value)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
