/**
 * Figure columns of the result tables: right-aligned and unbroken (`data-num`), each cell labelled
 * with its column (`data-label`) for the stacked cards the tables become on a phone
 * (docs/calculator.md#the-answer-first). One list of labels gives both the header and the cells.
 */

/** One figure of a row: its column's label and the figure as shown. */
export type Figure = readonly [label: string, text: string];

/** The header cells of figure columns, one per label. */
export function FigureHeaders({ labels }: { labels: readonly string[] }) {
  return (
    <>
      {labels.map((label) => (
        <th key={label} scope="col" data-num>
          {label}
        </th>
      ))}
    </>
  );
}

/** A row's figure cells, in column order; a bottom line's are strong. */
export function FigureCells({
  figures,
  strong = false,
}: {
  figures: readonly Figure[];
  strong?: boolean;
}) {
  const emphasis = strong ? { 'data-strong': true } : {};
  return (
    <>
      {figures.map(([label, text]) => (
        <td key={label} data-num data-label={label} {...emphasis}>
          {text}
        </td>
      ))}
    </>
  );
}
