import { useCalculatorText } from './CalculatorTextContext';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { formatDueDate } from '@/lib/calculator/yearViewLabels';
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
  const { summary: words } = useCalculatorText();
  const { locale } = usePageLanguage();
  // English keeps the engine's date as it is; Spanish writes it in words (docs/spanish-glossary.md).
  const asOf = (date: string) => (locale === 'en' ? date : formatDueDate(date, locale));
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
          <strong>{citation.usedBy.join('; ')}</strong> (
          {fillIn(words.asOf, { date: asOf(citation.asOf) })}
          {citation.estimated ? words.sourceEstimated : ''}):{' '}
          <CitedDocuments documents={citation.documents} newTab />
        </Typography>
      ))}
    </Box>
  );
}
