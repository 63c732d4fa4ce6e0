import { styled } from '@mui/material/styles';
import Link from '@/components/ui/Link';
import type { FaqEntry } from '@/lib/site/content/faqContent';
import { PAGE_LINKS, withBrand } from '@/lib/site/seo/pageLinks';
import { measure } from '@/lib/site/theme/tokens';
import UnbrokenFormNames from './UnbrokenFormNames';

interface FaqListProps {
  entries: readonly FaqEntry[];
  brandName: string;
}

const Question = styled('details')(({ theme }) => ({
  borderBottom: `1px solid ${theme.palette.divider}`,
  '& > summary': {
    cursor: 'pointer',
    listStyle: 'none',
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.spacing(2),
    minHeight: 48,
    padding: theme.spacing(1.5, 0),
    fontWeight: 600,
    fontSize: '1.0625rem',
  },
  '& > summary::-webkit-details-marker': { display: 'none' },
  '& > summary::after': { content: '"+"', fontSize: '1.5rem', lineHeight: 1, flexShrink: 0 },
  '&[open] > summary::after': { content: '"−"' },
  '& > summary:focus-visible': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
  '& > p': {
    margin: theme.spacing(0, 0, 2),
    maxWidth: measure(70),
    color: theme.palette.text.secondary,
  },
}));

/**
 * Questions families ask, each opening in place. Native `<details>`: keyboard and screen-reader
 * support with no JavaScript, and the answers stay in the page for crawlers (FAQPage data).
 */
export default function FaqList({ entries, brandName }: FaqListProps) {
  return (
    <div data-faq>
      {entries.map((entry) => (
        <Question key={entry.id} id={`faq-${entry.id}`}>
          <summary>{withBrand(entry.question, brandName)}</summary>
          <p>
            <UnbrokenFormNames text={withBrand(entry.answer, brandName)} />
          </p>
          {entry.link ? (
            <p>
              <Link href={PAGE_LINKS[entry.link.page].path}>{entry.link.label}</Link>
            </p>
          ) : null}
        </Question>
      ))}
    </div>
  );
}
