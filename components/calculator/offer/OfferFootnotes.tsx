import { ResultLink } from '@/components/calculator/resultTable';
import { type OfferFootnote } from '@/lib/calculator/offer/offerFootnotes';
import { fillIn } from '@/lib/calculator/text/fillIn';
import styles from './OfferFootnotes.module.css';
import { useOfferText } from './OfferTextContext';

/** The anchor of a footnote, for its marker's link. */
export function footnoteId(number: number): string {
  return `offer-note-${number}`;
}

/** A footnote's number after what it backs, linking down to the source. */
export function FootnoteMark({ note }: { note: OfferFootnote | undefined }) {
  const { sheet } = useOfferText();
  if (!note) return null;
  return (
    <sup>
      <a
        href={`#${footnoteId(note.number)}`}
        aria-label={fillIn(sheet.source, { number: String(note.number) })}
      >
        {note.number}
      </a>
    </sup>
  );
}

/** The numbered sources at the foot of the sheet: publisher and document, link, as-of date. */
export default function OfferFootnotes({ notes }: { notes: readonly OfferFootnote[] }) {
  const { sheet } = useOfferText();
  if (notes.length === 0) return null;
  return (
    <ol aria-label={sheet.sources} className={styles.notes}>
      {notes.map((note) => (
        <li key={note.number} id={footnoteId(note.number)}>
          {/* The document's own name, as its publisher writes it: English on both pages. */}
          <span lang="en">
            {note.url ? (
              <ResultLink href={note.url}>{note.text || note.url}</ResultLink>
            ) : (
              note.text
            )}
          </span>
          , {fillIn(sheet.sourceAsOf, { date: note.asOf })}
        </li>
      ))}
    </ol>
  );
}
