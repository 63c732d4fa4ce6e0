import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDueDate, QUARTER_LABELS } from '@/lib/calculator/yearViewLabels';
import { type NannyTaxQuarter, type NannyTaxYearView } from '@/lib/tax/contract';
import { formatUsd } from '@/lib/tax/money';
import { FigureCells, FigureHeaders } from './FigureCells';
import { ResultTable, TableScroll } from './resultTable';
import resultTableStyles from './resultTable.module.css';

interface YearViewTableProps {
  yearView: NannyTaxYearView;
  taxYear: number;
  /** The quarters (with how the year was spread), or the dates each payment or filing is due. */
  part: 'quarters' | 'dueDates';
}

/** The quarter table's figure columns: label and the quarter's figure. */
const QUARTER_FIGURES: ReadonlyArray<readonly [string, (q: NannyTaxQuarter) => number]> = [
  ['Gross wages', (q) => q.grossWages],
  ['Withheld from your nanny', (q) => q.employeeTaxes],
  ['Your employer taxes', (q) => q.employerTaxes],
  ['Your total cost', (q) => q.totalEmployerCost],
];

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
              <FigureHeaders labels={QUARTER_FIGURES.map(([label]) => label)} />
            </tr>
          </thead>
          <tbody>
            {yearView.quarters.map((q) => (
              <tr key={q.quarter} data-quarter={q.quarter}>
                <th scope="row">{QUARTER_LABELS[q.quarter]}</th>
                <FigureCells
                  figures={QUARTER_FIGURES.map(([label, of]) => [label, formatUsd(of(q))])}
                />
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

/** The due dates grouped by who is paid, in the order each payee first comes due. */
function byAgency(dueDates: NannyTaxYearView['dueDates']) {
  const groups = new Map<string, NannyTaxYearView['dueDates']>();
  for (const due of dueDates) groups.set(due.agency, [...(groups.get(due.agency) ?? []), due]);
  return [...groups.entries()];
}

/**
 * The dates each payment or filing is due, one table per payee (the IRS, the state's tax
 * agency, its unemployment office, a paid-leave program…): the form, the period and the amount.
 */
function DueDatesTable({ dueDates }: { dueDates: NannyTaxYearView['dueDates'] }) {
  if (dueDates.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-calculator-due-dates>
      {byAgency(dueDates).map(([agency, rows]) => (
        <TableScroll key={agency} role="region" aria-label={`Pay ${agency}`} tabIndex={0}>
          <ResultTable data-stack className={resultTableStyles.nowrapRowHeads}>
            <caption>{agency}</caption>
            <thead>
              <tr>
                <th scope="col">Due</th>
                <th scope="col">What</th>
                <FigureHeaders labels={['Amount']} />
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={`${d.date}-${d.what}`} data-due-date={d.period}>
                  <th scope="row">
                    {formatDueDate(d.date)}
                    {d.estimated ? ' (usual date)' : ''}
                  </th>
                  <td data-label="What">
                    {d.form && !d.what.includes(d.form) ? `${d.form}: ${d.what}` : d.what}
                  </td>
                  <FigureCells
                    figures={[['Amount', d.amount === null ? 'File' : formatUsd(d.amount)]]}
                  />
                </tr>
              ))}
            </tbody>
          </ResultTable>
        </TableScroll>
      ))}
    </Box>
  );
}
