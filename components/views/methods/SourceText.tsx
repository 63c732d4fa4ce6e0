import Box from '@mui/material/Box';
import CitedDocuments from '@/components/calculator/CitedDocuments';
import { type SourceDocument } from '@/lib/tax/sourceDocuments';

/**
 * A figure's source: each document it cites, named by its agency and title. One element, so a
 * stacked cell on a phone (a flex row: label, value) keeps it to one item that wraps, and a long
 * title breaks rather than widening the page.
 */
export default function SourceText({ documents }: { documents: readonly SourceDocument[] }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      <CitedDocuments documents={documents} />
    </Box>
  );
}
