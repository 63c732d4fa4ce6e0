import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDueDate, QUARTER_LABELS } from '@/lib/calculator/yearViewLabels';
import { type NannyTaxYearView } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { ResultTable, TableScroll } from './resultTable';

interface YearViewTableProps {
  yearView: NannyTaxYearView;
  taxYear: number;
}

/** The employer's cost by quarter, and the dates each payment or filing is due. */
export default function YearViewTable({ yearView, taxYear }: YearViewTableProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TableScroll role="region" aria-label={`Your ${taxYear} by quarter`} tabIndex={0}>
        {/* The caption names the table for screen readers and shows as its title, above it. */}
        <ResultTable data-calculator-quarters>
          <caption>Your {taxYear} by quarter</caption>
          <thead>
            <tr>
              <th scope="col">Quarter</th>
              <th scope="col" data-num>
                Gross wages
              </th>
              <th scope="col" data-num>
                Withheld from your nanny
              </th>
              <th scope="col" data-num>
                Your employer taxes
              </th>
              <th scope="col" data-num>
                Your total cost
              </th>
            </tr>
          </thead>
          <tbody>
            {yearView.quarters.map((q) => (
              <tr key={q.quarter} data-quarter={q.quarter}>
                <th scope="row">{QUARTER_LABELS[q.quarter]}</th>
                <td data-num>{formatUsd(q.grossWages)}</td>
                <td data-num>{formatUsd(q.employeeTaxes)}</td>
                <td data-num>{formatUsd(q.employerTaxes)}</td>
                <td data-num>{formatUsd(q.totalEmployerCost)}</td>
              </tr>
            ))}
          </tbody>
        </ResultTable>
      </TableScroll>
      {yearView.dueDates.length > 0 ? (
        <TableScroll role="region" aria-label="When to pay and file" tabIndex={0}>
          <ResultTable data-calculator-due-dates sx={{ '& tbody th': { whiteSpace: 'nowrap' } }}>
            <caption>When to pay and file</caption>
            <thead>
              <tr>
                <th scope="col">Due</th>
                <th scope="col">What</th>
                <th scope="col" data-num>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {yearView.dueDates.map((d) => (
                <tr key={`${d.date}-${d.what}`}>
                  <th scope="row">
                    {formatDueDate(d.date)}
                    {d.estimated ? ' (usual date)' : ''}
                  </th>
                  <td>{d.what}</td>
                  <td data-num>{d.amount === null ? 'File' : formatUsd(d.amount)}</td>
                </tr>
              ))}
            </tbody>
          </ResultTable>
        </TableScroll>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {yearView.note}
      </Typography>
    </Box>
  );
}
