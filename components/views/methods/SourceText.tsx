import Box from '@mui/material/Box';
import { ResultLink } from '@/components/calculator/resultTable';
import { type NannyTaxSource } from '@/lib/tax/contract';

/** The address's site ("dol.gov"): addresses are long, the link keeps the whole one. */
function siteName(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

/**
 * A figure's source: its words, then a link per web address, named by its site. One element, so
 * a stacked cell on a phone (a flex row: label, value) keeps it to one item that wraps, and a long
 * site name breaks rather than widening the page.
 */
export default function SourceText({ source }: { source: NannyTaxSource }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {source.text}
      {source.urls.map((url) => (
        <span key={url}>
          {' '}
          <ResultLink href={url} rel="noopener noreferrer">
            {siteName(url)}
          </ResultLink>
        </span>
      ))}
    </Box>
  );
}
