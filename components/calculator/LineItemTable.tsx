import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRate } from '@/lib/calculator/format';
import { PAYER_LABELS } from '@/lib/calculator/labels';
import { sourceAnchor } from '@/lib/calculator/sources';
import { type NannyTaxLineItem } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';

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
    // A wide table scrolls sideways on a phone; the region is focusable so keyboards can scroll it.
    <Box
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '& td.MuiTableCell-alignRight': { whiteSpace: 'nowrap' },
        '& th[scope="row"]': { minWidth: 140 },
        '@media print': { overflow: 'visible' },
      }}
    >
      <Table size="small" aria-labelledby={labelledBy} data-calculator-breakdown>
        <TableHead>
          <TableRow>
            <TableCell>Tax</TableCell>
            <TableCell>Paid by</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell align="right">Taxable wages</TableCell>
            <TableCell align="right">Per paycheck</TableCell>
            <TableCell align="right">Per year</TableCell>
            <TableCell>As of / source</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lineItems.map((item, index) => {
            const citation = citations[index] ?? 0;
            return (
              <TableRow key={`${index}-${item.code}-${item.payer}`} data-line-item={item.code}>
                <TableCell component="th" scope="row">
                  {item.label}
                </TableCell>
                <TableCell>{PAYER_LABELS[item.payer]}</TableCell>
                <TableCell align="right">{formatRate(item.rate)}</TableCell>
                <TableCell align="right">{formatUsd(item.taxableWages)}</TableCell>
                <TableCell align="right">{formatUsd(item.perPaycheck)}</TableCell>
                <TableCell align="right">{formatUsd(item.annual)}</TableCell>
                <TableCell>
                  <Box component="span" data-as-of sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {item.asOf}
                    {item.estimated ? ' (estimated)' : ''}
                  </Box>
                  <Link href={`#${sourceAnchor(citation)}`}>Source {citation}</Link>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
