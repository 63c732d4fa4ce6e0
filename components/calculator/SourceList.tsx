import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResultLink } from './resultTable';
import { sourceAnchor, type Citation, type SourcePart } from '@/lib/calculator/sources';

// Addresses are long; the link shows the site's name and the address stays in the href.
function siteName(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

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

function Part({ part }: { part: SourcePart }) {
  if (part.kind === 'text') return <>{part.text}</>;
  return (
    <ResultLink href={part.href} rel="noopener noreferrer" target="_blank">
      {siteName(part.href)}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        (opens in a new tab)
      </Box>
    </ResultLink>
  );
}

interface SourceListProps {
  citations: readonly Citation[];
  labelledBy: string;
}

/**
 * The numbered sources of the result's figures, each listed once: the lines resting on it, its
 * as-of date (and "estimated" where a line is), then the source with its links.
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
          {citation.parts.map((part, index) => (
            <Part key={index} part={part} />
          ))}
        </Typography>
      ))}
    </Box>
  );
}
