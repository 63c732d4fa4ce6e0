import { ResultTable } from '@/components/calculator/resultTable';
import { SUPPORT_LEVEL_TEXT } from '@/lib/site/content/methodsContent';
import { readableDate } from '@/lib/tax/methods/figureValue';
import { type JurisdictionSupport, type SupportLevel } from '@/lib/tax/methods/support';

const LEVEL_LABELS: Readonly<Record<SupportLevel, string>> = {
  full: 'Full',
  partial: 'Partial',
  estimated: 'Estimated',
};

interface JurisdictionTableProps {
  rows: readonly JurisdictionSupport[];
  year: number;
  nextYear: number | null;
}

/**
 * Federal and the 51 jurisdictions with their support level and counts: a native table whose rows
 * become label/value cards on a phone (`data-stack`), so nothing scrolls sideways.
 */
export default function JurisdictionTable({ rows, year, nextYear }: JurisdictionTableProps) {
  return (
    <ResultTable data-stack data-methods-jurisdictions>
      <caption>
        Figures by jurisdiction, tax year {year}. {SUPPORT_LEVEL_TEXT.full}{' '}
        {SUPPORT_LEVEL_TEXT.partial} {SUPPORT_LEVEL_TEXT.estimated}
      </caption>
      <thead>
        <tr>
          <th scope="col">Jurisdiction</th>
          <th scope="col">Support</th>
          <th scope="col" data-num>
            From the agency or law
          </th>
          <th scope="col" data-num>
            Estimated
          </th>
          {nextYear === null ? null : (
            <th scope="col" data-num>
              Carried into {nextYear}
            </th>
          )}
          <th scope="col" data-num>
            Newest source date
          </th>
          <th scope="col" data-num>
            Last checked
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.jurisdiction} data-jurisdiction={row.jurisdiction}>
            <th scope="row">{row.name}</th>
            <td data-label="Support" data-level={row.level}>
              {LEVEL_LABELS[row.level]}
            </td>
            <td data-num data-label="From the agency or law">
              {row.agencySourced}
            </td>
            <td data-num data-label="Estimated">
              {row.estimated}
            </td>
            {row.carriedNextYear === null ? null : (
              <td data-num data-label={`Carried into ${nextYear ?? ''}`}>
                {row.carriedNextYear}
              </td>
            )}
            <td data-num data-label="Newest source date">
              {readableDate(row.latestAsOf)}
            </td>
            <td data-num data-label="Last checked" data-checked={row.lastChecked ?? undefined}>
              {row.lastChecked === null ? 'Not recorded' : readableDate(row.lastChecked)}
            </td>
          </tr>
        ))}
      </tbody>
    </ResultTable>
  );
}
