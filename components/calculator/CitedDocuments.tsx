import { useCalculatorText } from './CalculatorTextContext';
import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { type Locale } from '@/lib/site/i18n/locale';
import { citationWordsEs } from '@/lib/tax/methods/sourceTitles.es';
import { type SourceDocument } from '@/lib/tax/sourceDocuments';
import { ResultLink } from './resultTable';

// Strings, not numbers: MUI reads `width: 1` as 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A document's link words for a Spanish reader: its official (English) name marked as English for
 * a screen reader, the words around it in Spanish (docs/site.md#methods-page).
 */
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

interface CitedProps {
  document: SourceDocument;
  newTab: boolean;
  locale: Locale;
}

/** A cited document: its agency and title as the link, then what it says. */
function Cited({ document, newTab, locale }: CitedProps) {
  const { title, href, detail } = document;
  const { summary: words } = useCalculatorText();
  if (href === null) return <>{detail}</>;
  return (
    <>
      <ResultLink href={href} rel="noopener noreferrer" {...(newTab ? { target: '_blank' } : {})}>
        {locale === 'es' ? <TitleInSpanish title={title} /> : title}
        {newTab ? (
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {words.newTab}
          </Box>
        ) : null}
      </ResultLink>
      {detail ? `: ${detail}` : ''}
    </>
  );
}

/**
 * The documents a figure's source cites, each named by its agency and title (linked where it has
 * an address), separated as the source separates them (docs/tax-data.md#source-rule). In Spanish
 * (`locale` 'es') a title keeps its official English name, marked as English, framed in Spanish.
 */
export default function CitedDocuments({
  documents,
  newTab = false,
  locale = 'en',
}: {
  documents: readonly SourceDocument[];
  newTab?: boolean;
  locale?: Locale;
}) {
  return (
    <>
      {documents.map((document, index) => (
        <Fragment key={index}>
          {index > 0 ? '; ' : ''}
          <Cited document={document} newTab={newTab} locale={locale} />
        </Fragment>
      ))}
    </>
  );
}
