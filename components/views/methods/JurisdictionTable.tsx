import { ResultTable } from '@/components/calculator/resultTable';
import { JURISDICTION_TABLE_TEXT } from '@/lib/site/content/methodsTableContent';
import { type Locale } from '@/lib/site/i18n/locale';
import { readableDate } from '@/lib/tax/methods/figureValue';
import { type JurisdictionSupport } from '@/lib/tax/methods/support';

interface JurisdictionTableProps {
  rows: readonly JurisdictionSupport[];
  year: number;
  nextYear: number | null;
  locale: Locale;
}

/**
 * Federal and the 51 jurisdictions with their support level and counts: a native table whose rows
 * become label/value cards on a phone (`data-stack`), so nothing scrolls sideways.
 */
export default function JurisdictionTable({
  rows,
  year,
  nextYear,
  locale,
}: JurisdictionTableProps) {
  const text = JURISDICTION_TABLE_TEXT[locale];
  const carried = nextYear === null ? '' : text.carriedInto(nextYear);
  return (
    <ResultTable data-stack data-methods-jurisdictions>
      <caption>
        {text.caption(year)} {text.levelMeaning.full} {text.levelMeaning.partial}{' '}
        {text.levelMeaning.estimated}
      </caption>
      <thead>
        <tr>
          <th scope="col">{text.jurisdiction}</th>
          <th scope="col">{text.support}</th>
          <th scope="col" data-num>
            {text.agencySourced}
          </th>
          <th scope="col" data-num>
            {text.estimated}
          </th>
          {nextYear === null ? null : (
            <th scope="col" data-num>
              {carried}
            </th>
          )}
          <th scope="col" data-num>
            {text.newestSource}
          </th>
          <th scope="col" data-num>
            {text.lastChecked}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.jurisdiction} data-jurisdiction={row.jurisdiction}>
            <th scope="row">{row.name}</th>
            <td data-label={text.support} data-level={row.level}>
              {text.levelLabel[row.level]}
            </td>
            <td data-num data-label={text.agencySourced}>
              {row.agencySourced}
            </td>
            <td data-num data-label={text.estimated}>
              {row.estimated}
            </td>
            {row.carriedNextYear === null ? null : (
              <td data-num data-label={carried}>
                {row.carriedNextYear}
              </td>
            )}
            <td data-num data-label={text.newestSource}>
              {readableDate(row.latestAsOf, locale)}
            </td>
            <td data-num data-label={text.lastChecked} data-checked={row.lastChecked ?? undefined}>
              {row.lastChecked === null ? text.notRecorded : readableDate(row.lastChecked, locale)}
            </td>
          </tr>
        ))}
      </tbody>
    </ResultTable>
  );
}
