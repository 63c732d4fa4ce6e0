import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDueDate, QUARTER_LABELS } from '@/lib/calculator/yearViewLabels';
import { type NannyTaxYearView } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { ResultTable, TableScroll } from './resultTable';

interface YearViewTableProps {
  yearView: NannyTaxYearView;
  taxYear: number;
  /** The quarters (with how the year was spread), or the dates each payment or filing is due. */
  part: 'quarters' | 'dueDates';
}

/** The employer's cost by quarter, or the dates each payment or filing is due. */
export default function YearViewTable({ yearView, taxYear, part }: YearViewTableProps) {
  if (part === 'dueDates') return <DueDatesTable dueDates={yearView.dueDates} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TableScroll role="region" aria-label={`Your ${taxYear} by quarter`} tabIndex={0}>
        {/* The caption names the table for screen readers and shows as its title, above it. */}
        <ResultTable data-calculator-quarters data-stack>
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
                <td data-num data-label="Gross wages">
                  {formatUsd(q.grossWages)}
                </td>
                <td data-num data-label="Withheld from your nanny">
                  {formatUsd(q.employeeTaxes)}
                </td>
                <td data-num data-label="Your employer taxes">
                  {formatUsd(q.employerTaxes)}
                </td>
                <td data-num data-label="Your total cost">
                  {formatUsd(q.totalEmployerCost)}
                </td>
              </tr>
            ))}
          </tbody>
        </ResultTable>
      </TableScroll>
      <Typography variant="body2" color="text.secondary">
        {yearView.note}
      </Typography>
    </Box>
  );
}

/** The dates each payment or filing is due, with what and how much. */
function DueDatesTable({ dueDates }: { dueDates: NannyTaxYearView['dueDates'] }) {
  if (dueDates.length === 0) return null;
  return (
    <TableScroll role="region" aria-label="When to pay and file" tabIndex={0}>
      <ResultTable
        data-calculator-due-dates
        data-stack
        sx={{ '& tbody th': { whiteSpace: 'nowrap' } }}
      >
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
          {dueDates.map((d) => (
            <tr key={`${d.date}-${d.what}`}>
              <th scope="row">
                {formatDueDate(d.date)}
                {d.estimated ? ' (usual date)' : ''}
              </th>
              <td data-label="What">{d.what}</td>
              <td data-num data-label="Amount">
                {d.amount === null ? 'File' : formatUsd(d.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </ResultTable>
    </TableScroll>
  );
}
