import { useCalculatorText } from './CalculatorTextContext';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { type CalculatorText } from '@/lib/calculator/text/calculatorText.en';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDueDate } from '@/lib/calculator/yearViewLabels';
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
function quarterFigures(
  words: CalculatorText['results'],
): ReadonlyArray<readonly [string, (q: NannyTaxQuarter) => number]> {
  return [
    [words.grossWages, (q) => q.grossWages],
    [words.withheldFromNanny, (q) => q.employeeTaxes],
    [words.employerTaxes, (q) => q.employerTaxes],
    [words.totalCost, (q) => q.totalEmployerCost],
  ];
}

/** The employer's cost by quarter, or the dates each payment or filing is due. */
export default function YearViewTable({ yearView, taxYear, part }: YearViewTableProps) {
  const { results: words } = useCalculatorText();
  if (part === 'dueDates') return <DueDatesTable dueDates={yearView.dueDates} />;
  const QUARTER_FIGURES = quarterFigures(words);
  const caption = fillIn(words.yearByQuarter, { year: String(taxYear) });
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TableScroll role="region" aria-label={caption} tabIndex={0}>
        {/* The caption names the table for screen readers and shows as its title, above it. */}
        <ResultTable data-calculator-quarters data-stack>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{words.quarter}</th>
              <FigureHeaders labels={QUARTER_FIGURES.map(([label]) => label)} />
            </tr>
          </thead>
          <tbody>
            {yearView.quarters.map((q) => (
              <tr key={q.quarter} data-quarter={q.quarter}>
                <th scope="row">{words.quarters[q.quarter]}</th>
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
  const { results: words } = useCalculatorText();
  const { locale } = usePageLanguage();
  if (dueDates.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-calculator-due-dates>
      {byAgency(dueDates).map(([agency, rows]) => (
        <TableScroll
          key={agency}
          role="region"
          aria-label={fillIn(words.payAgency, { agency })}
          tabIndex={0}
        >
          <ResultTable data-stack className={resultTableStyles.nowrapRowHeads}>
            <caption>{agency}</caption>
            <thead>
              <tr>
                <th scope="col">{words.due}</th>
                <th scope="col">{words.what}</th>
                <FigureHeaders labels={[words.amount]} />
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={`${d.date}-${d.what}`} data-due-date={d.period}>
                  <th scope="row">
                    {formatDueDate(d.date, locale)}
                    {d.estimated ? words.usualDate : ''}
                  </th>
                  <td data-label={words.what}>
                    {d.form && !d.what.includes(d.form) ? `${d.form}: ${d.what}` : d.what}
                  </td>
                  <FigureCells
                    figures={[[words.amount, d.amount === null ? words.file : formatUsd(d.amount)]]}
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
