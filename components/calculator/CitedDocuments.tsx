import { useCalculatorText } from './CalculatorTextContext';
import Box from '@mui/material/Box';
import { Fragment } from 'react';
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

/** A cited document: its agency and title as the link, then what it says. */
function Cited({ document, newTab }: { document: SourceDocument; newTab: boolean }) {
  const { title, href, detail } = document;
  const { summary: words } = useCalculatorText();
  if (href === null) return <>{detail}</>;
  return (
    <>
      <ResultLink href={href} rel="noopener noreferrer" {...(newTab ? { target: '_blank' } : {})}>
        {title}
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
 * an address), separated as the source separates them (docs/tax-data.md#source-rule).
 */
export default function CitedDocuments({
  documents,
  newTab = false,
}: {
  documents: readonly SourceDocument[];
  newTab?: boolean;
}) {
  return (
    <>
      {documents.map((document, index) => (
        <Fragment key={index}>
          {index > 0 ? '; ' : ''}
          <Cited document={document} newTab={newTab} />
        </Fragment>
      ))}
    </>
  );
}
