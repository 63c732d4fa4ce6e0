import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResultLink } from './resultTable';
import { Fragment } from 'react';
import { sourceAnchor, type Citation } from '@/lib/calculator/sources';
import { type SourceDocument } from '@/lib/tax/sourceDocuments';

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
function Document({ document }: { document: SourceDocument }) {
  const { title, href, detail } = document;
  if (href === null) return <>{detail}</>;
  return (
    <>
      <ResultLink href={href} rel="noopener noreferrer" target="_blank">
        {title}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          (opens in a new tab)
        </Box>
      </ResultLink>
      {detail ? `: ${detail}` : ''}
    </>
  );
}

interface SourceListProps {
  citations: readonly Citation[];
  labelledBy: string;
}

/**
 * The numbered sources of the result's figures, each listed once: the lines resting on it, its
 * as-of date (and "estimated" where a line is), then each document it cites, named by its agency
 * and title.
 */
export default function SourceList({ citations, labelledBy }: SourceListProps) {
  return (
    <Box component="ol" aria-labelledby={labelledBy} data-calculator-sources sx={{ m: 0, pl: 3 }}>
      {citations.map((citation) => (
        <Typography
          component="li"
          variant="body2"
          key={citation.number}
          id={sourceAnchor(citation.number)}
          sx={{ mb: 0.5, overflowWrap: 'anywhere' }}
        >
          <strong>{citation.usedBy.join('; ')}</strong> (as of {citation.asOf}
          {citation.estimated ? ', estimated' : ''}):{' '}
          {citation.documents.map((document, index) => (
            <Fragment key={index}>
              {index > 0 ? '; ' : ''}
              <Document document={document} />
            </Fragment>
          ))}
        </Typography>
      ))}
    </Box>
  );
}
