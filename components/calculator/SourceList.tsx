import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CitedDocuments from './CitedDocuments';
import { sourceAnchor, type Citation } from '@/lib/calculator/sources';

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
          <CitedDocuments documents={citation.documents} newTab />
        </Typography>
      ))}
    </Box>
  );
}
