import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDueDate, QUARTER_LABELS } from '@/lib/calculator/yearViewLabels';
import { type NannyTaxYearView } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';

interface YearViewTableProps {
  yearView: NannyTaxYearView;
  taxYear: number;
}

// The caption names the table for screen readers and shows as its title, above it.
const TABLE_SX = {
  '& caption': { captionSide: 'top', textAlign: 'left', px: 0, pt: 0, fontWeight: 700 },
} as const;
const SCROLL_SX = {
  overflowX: 'auto',
  '& td.MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
  '@media print': { overflow: 'visible' },
} as const;

/** The employer's cost by quarter, and the dates each payment or filing is due. */
export default function YearViewTable({ yearView, taxYear }: YearViewTableProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="region" aria-label={`Your ${taxYear} by quarter`} tabIndex={0} sx={SCROLL_SX}>
        <Table size="small" sx={TABLE_SX} data-calculator-quarters>
          <caption>Your {taxYear} by quarter</caption>
          <TableHead>
            <TableRow>
              <TableCell>Quarter</TableCell>
              <TableCell align="right">Gross wages</TableCell>
              <TableCell align="right">Withheld from your nanny</TableCell>
              <TableCell align="right">Your employer taxes</TableCell>
              <TableCell align="right">Your total cost</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {yearView.quarters.map((q) => (
              <TableRow key={q.quarter} data-quarter={q.quarter}>
                <TableCell component="th" scope="row">
                  {QUARTER_LABELS[q.quarter]}
                </TableCell>
                <TableCell align="right">{formatUsd(q.grossWages)}</TableCell>
                <TableCell align="right">{formatUsd(q.employeeTaxes)}</TableCell>
                <TableCell align="right">{formatUsd(q.employerTaxes)}</TableCell>
                <TableCell align="right">{formatUsd(q.totalEmployerCost)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {yearView.dueDates.length > 0 ? (
        <Box role="region" aria-label="When to pay and file" tabIndex={0} sx={SCROLL_SX}>
          <Table size="small" sx={TABLE_SX} data-calculator-due-dates>
            <caption>When to pay and file</caption>
            <TableHead>
              <TableRow>
                <TableCell>Due</TableCell>
                <TableCell>What</TableCell>
                <TableCell align="right">Amount</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {yearView.dueDates.map((d) => (
                <TableRow key={`${d.date}-${d.what}`}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDueDate(d.date)}
                    {d.estimated ? ' (usual date)' : ''}
                  </TableCell>
                  <TableCell>{d.what}</TableCell>
                  <TableCell align="right">
                    {d.amount === null ? 'File' : formatUsd(d.amount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {yearView.note}
      </Typography>
    </Box>
  );
}
