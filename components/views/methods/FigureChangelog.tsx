import Typography from '@mui/material/Typography';
import { ResultTable } from '@/components/calculator/resultTable';
import { type FigureChange } from '@/lib/tax/methods/changelog';
import { readableDate } from '@/lib/tax/methods/figureValue';
import SourceText from './SourceText';

interface FigureChangelogProps {
  years: readonly { readonly year: number; readonly changes: readonly FigureChange[] }[];
}

/** A value in words, or what stands in for one: nothing before a new figure, or a table. */
function valueText(value: string | null, isNew: boolean): string {
  if (value !== null) return value;
  return isNew ? 'None (new)' : 'A table (see the source)';
}

/** Every figure change by tax year, the newest year and change first, each with its source. */
export default function FigureChangelog({ years }: FigureChangelogProps) {
  return years.map(({ year, changes }) => (
    <section key={year} aria-labelledby={`changes-${year}`} data-methods-changelog={year}>
      <Typography variant="h3" id={`changes-${year}`} sx={{ mt: 4, mb: 2, fontSize: '1.25rem' }}>
        Tax year {year}
      </Typography>
      <ResultTable data-stack>
        <caption>
          {changes.length} {changes.length === 1 ? 'change' : 'changes'} in tax year {year}, the
          newest first
        </caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">Takes effect</th>
            <th scope="col">Jurisdiction</th>
            <th scope="col" data-num>
              Before
            </th>
            <th scope="col" data-num>
              After
            </th>
            <th scope="col">Source</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={`${change.effective}-${change.jurisdiction}-${change.figure}`}>
              <th scope="row">
                {change.figure}
                {change.estimated ? ' (estimated)' : ''}
              </th>
              <td data-label="Takes effect">{readableDate(change.effective)}</td>
              <td data-label="Jurisdiction">{change.jurisdiction}</td>
              <td data-num data-label="Before">
                {valueText(change.before, change.isNew)}
              </td>
              <td data-num data-label="After">
                {valueText(change.after, false)}
              </td>
              <td data-label="Source">
                <SourceText documents={change.documents} />
              </td>
            </tr>
          ))}
        </tbody>
      </ResultTable>
    </section>
  ));
}
