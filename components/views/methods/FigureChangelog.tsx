import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CitedDocuments from '@/components/calculator/CitedDocuments';
import { ResultTable } from '@/components/calculator/resultTable';
import { CHANGELOG_TABLE_TEXT, type ChangelogText } from '@/lib/site/content/methodsTableContent';
import { type Locale } from '@/lib/site/i18n/locale';
import { type FigureChange } from '@/lib/tax/methods/changelog';
import { readableDate } from '@/lib/tax/methods/figureValue';

interface FigureChangelogProps {
  years: readonly { readonly year: number; readonly changes: readonly FigureChange[] }[];
  locale: Locale;
}

/** A value in words, or what stands in for one: nothing before a new figure, or a table. */
function valueText(value: string | null, isNew: boolean, text: ChangelogText): string {
  if (value !== null) return value;
  return isNew ? text.none : text.table;
}

/** Every figure change by tax year, the newest year and change first, each with its source. */
export default function FigureChangelog({ years, locale }: FigureChangelogProps) {
  const text = CHANGELOG_TABLE_TEXT[locale];
  return years.map(({ year, changes }) => (
    <section key={year} aria-labelledby={`changes-${year}`} data-methods-changelog={year}>
      <Typography variant="h3" id={`changes-${year}`} sx={{ mt: 4, mb: 2, fontSize: '1.25rem' }}>
        {text.taxYear(year)}
      </Typography>
      <ResultTable data-stack>
        <caption>{text.caption(changes.length, year)}</caption>
        <thead>
          <tr>
            <th scope="col">{text.figure}</th>
            <th scope="col">{text.takesEffect}</th>
            <th scope="col">{text.jurisdiction}</th>
            <th scope="col" data-num>
              {text.before}
            </th>
            <th scope="col" data-num>
              {text.after}
            </th>
            <th scope="col">{text.source}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={`${change.effective}-${change.jurisdiction}-${change.figure}`}>
              <th scope="row">
                {change.figure}
                {change.estimated ? text.estimatedMark : ''}
              </th>
              <td data-label={text.takesEffect}>{readableDate(change.effective, locale)}</td>
              <td data-label={text.jurisdiction}>{change.jurisdiction}</td>
              <td data-num data-label={text.before}>
                {valueText(change.before, change.isNew, text)}
              </td>
              <td data-num data-label={text.after}>
                {valueText(change.after, false, text)}
              </td>
              <td data-label={text.source}>
                {/* One element, so a stacked cell on a phone (a flex row: label, value) keeps it
                    to one item that wraps, and a long title breaks rather than widening the page. */}
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  <CitedDocuments documents={change.documents} locale={locale} />
                </Box>
              </td>
            </tr>
          ))}
        </tbody>
      </ResultTable>
    </section>
  ));
}
