import Box from '@mui/material/Box';
import { Fragment } from 'react';
import CitedDocuments from '@/components/calculator/CitedDocuments';
import { ResultLink } from '@/components/calculator/resultTable';
import { type Locale } from '@/lib/site/i18n/locale';
import { citationWordsEs } from '@/lib/tax/methods/sourceTitles.es';
import { type SourceDocument } from '@/lib/tax/sourceDocuments';

/** A document's link words in Spanish: its official name marked as English, the rest Spanish. */
function TitleInSpanish({ title }: { title: string }) {
  return citationWordsEs(title).map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <span key={index} lang="en">
        {part.en}
      </span>
    ),
  );
}

/**
 * A Spanish reader's citations: each document keeps its official (English) name, marked as
 * English for a screen reader, and the words around it and what it says in Spanish
 * (docs/site.md#methods-page).
 */
function CitedInSpanish({ documents }: { documents: readonly SourceDocument[] }) {
  return documents.map(({ title, href, detail }, index) => (
    <Fragment key={index}>
      {index > 0 ? '; ' : ''}
      {href === null ? (
        detail
      ) : (
        <>
          <ResultLink href={href} rel="noopener noreferrer">
            <TitleInSpanish title={title} />
          </ResultLink>
          {detail ? `: ${detail}` : ''}
        </>
      )}
    </Fragment>
  ));
}

/**
 * A figure's source: each document it cites, named by its agency and title. One element, so a
 * stacked cell on a phone (a flex row: label, value) keeps it to one item that wraps, and a long
 * title breaks rather than widening the page.
 */
export default function SourceText({
  documents,
  locale,
}: {
  documents: readonly SourceDocument[];
  locale: Locale;
}) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {locale === 'en' ? (
        <CitedDocuments documents={documents} />
      ) : (
        <CitedInSpanish documents={documents} />
      )}
    </Box>
  );
}
