import { ResultLink } from '@/components/calculator/resultTable';
import { type OfferFootnote } from '@/lib/calculator/offer/offerFootnotes';
import styles from './OfferFootnotes.module.css';

/** The anchor of a footnote, for its marker's link. */
export function footnoteId(number: number): string {
  return `offer-note-${number}`;
}

/** A footnote's number after what it backs, linking down to the source. */
export function FootnoteMark({ note }: { note: OfferFootnote | undefined }) {
  if (!note) return null;
  return (
    <sup>
      <a href={`#${footnoteId(note.number)}`} aria-label={`Source ${note.number}`}>
        {note.number}
      </a>
    </sup>
  );
}

/** The numbered sources at the foot of the sheet: publisher and document, link, as-of date. */
export default function OfferFootnotes({ notes }: { notes: readonly OfferFootnote[] }) {
  if (notes.length === 0) return null;
  return (
    <ol aria-label="Sources" className={styles.notes}>
      {notes.map((note) => (
        <li key={note.number} id={footnoteId(note.number)}>
          {note.url ? <ResultLink href={note.url}>{note.text || note.url}</ResultLink> : note.text},
          as of {note.asOf}.
        </li>
      ))}
    </ol>
  );
}
