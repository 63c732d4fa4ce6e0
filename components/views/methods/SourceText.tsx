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

/** A figure's source: its words, then a link per web address, named by its site. */
export default function SourceText({ source }: { source: NannyTaxSource }) {
  return (
    <>
      {source.text}
      {source.urls.map((url) => (
        <span key={url}>
          {' '}
          <ResultLink href={url} rel="noopener noreferrer">
            {siteName(url)}
          </ResultLink>
        </span>
      ))}
    </>
  );
}
