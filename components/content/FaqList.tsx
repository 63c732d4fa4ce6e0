import { styled } from '@mui/material/styles';
import Link from '@/components/ui/Link';
import type { FaqEntry } from '@/lib/site/content/faqContent';
import type { Locale } from '@/lib/site/i18n/locale';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';
import { withBrand } from '@/lib/site/seo/pageLinks';
import { measure } from '@/lib/site/theme/tokens';
import UnbrokenFormNames from './UnbrokenFormNames';

interface FaqListProps {
  entries: readonly FaqEntry[];
  brandName: string;
  /** The page's language: links go to the twin in it where there is one. */
  locale: Locale;
  /** Said after a link's words where it leads to a page only in English. */
  inEnglish: string;
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
export default function FaqList({ entries, brandName, locale, inEnglish }: FaqListProps) {
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
              <Link
                href={pagePathFor(entry.link.page, locale)}
                hrefLang={hrefLangFor(entry.link.page, locale)}
              >
                {entry.link.label}
                {hrefLangFor(entry.link.page, locale) ? inEnglish : null}
              </Link>
            </p>
          ) : null}
        </Question>
      ))}
    </div>
  );
}
