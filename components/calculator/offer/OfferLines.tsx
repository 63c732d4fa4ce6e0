import { ResultTable } from '@/components/calculator/resultTable';
import { type OfferLine } from '@/lib/calculator/offer/offerSheet';

interface OfferLinesProps {
  lines: readonly OfferLine[];
  labelledBy: string;
}

/** A section of the offer as a two-column table: what is agreed, and its value. */
export default function OfferLines({ lines, labelledBy }: OfferLinesProps) {
  return (
    <ResultTable aria-labelledby={labelledBy}>
      <tbody>
        {lines.map((line) => (
          <tr key={line.label} data-restated-in-notice={line.restatedInNotice}>
            <th scope="row">{line.label}</th>
            <td data-num>{line.value}</td>
          </tr>
        ))}
      </tbody>
    </ResultTable>
  );
}
