import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import container from '@/components/ui/container.module.css';
import Link from '@/components/ui/Link';
import {
  policyDateText,
  POLICY_REVIEW_WORDS,
  type PolicyDocument,
} from '@/lib/site/content/policyDocument';
import type { Locale } from '@/lib/site/i18n/locale';
import { hasSpanishTwin, pagePathFor } from '@/lib/site/i18n/spanishPages';
import { withBrand } from '@/lib/site/seo/pageLinks';
import { measure } from '@/lib/site/theme/tokens';
import ContentSection from './ContentSection';
import PageHero from './PageHero';
import UnbrokenFormNames from './UnbrokenFormNames';

interface PolicyPageContentProps {
  document: PolicyDocument;
  brandName: string;
  /** The page's language: its dates, and links to the twins of other pages where they exist. */
  locale: Locale;
  /** The support line, shown where a section asks for it (the caller's SupportPhone). */
  phoneLine: ReactNode;
}

/** A policy page's hero, its sections and the review date, from its text (policyDocument.ts). */
export default function PolicyPageContent({
  document,
  brandName,
  locale,
  phoneLine,
}: PolicyPageContentProps) {
  const fill = (text: string) => withBrand(text, brandName);
  const words = POLICY_REVIEW_WORDS[locale];
  const date = (isoDate: string) => policyDateText(isoDate, locale);
  return (
    <>
      <PageHero eyebrow={document.eyebrow} title={document.title} lead={fill(document.lead)} />
      {document.translationNote ? (
        <div className={container.lg}>
          <Typography data-translation-note sx={{ pt: 3, maxWidth: measure(70) }}>
            {document.translationNote}
          </Typography>
        </div>
      ) : null}
      {document.sections.map((section, index) => (
        <ContentSection
          key={section.id}
          id={section.id}
          heading={section.heading}
          tinted={index % 2 === 1}
        >
          <Box sx={{ maxWidth: measure(70), display: 'grid', gap: 2 }}>
            {section.items ? (
              <Box component="dl" sx={{ m: 0 }}>
                {section.items.map((item) => (
                  <div key={item.term}>
                    <Typography component="dt" sx={{ fontWeight: 700, mt: 2 }}>
                      {item.term}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0 }}>
                      <UnbrokenFormNames text={fill(item.body)} />
                    </Typography>
                  </div>
                ))}
              </Box>
            ) : null}
            {section.paragraphs?.map((text) => (
              <Typography key={text}>{fill(text)}</Typography>
            ))}
            {section.link ? (
              <Typography>
                <Link
                  href={pagePathFor(section.link.page, locale)}
                  hrefLang={locale === 'en' || hasSpanishTwin(section.link.page) ? undefined : 'en'}
                >
                  {section.link.label}
                </Link>
              </Typography>
            ) : null}
            {section.phone ? phoneLine : null}
          </Box>
        </ContentSection>
      ))}
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary" data-policy-reviewed>
          {words.reviewed} {date(document.reviewed)}
          {document.nextReview ? `; ${words.nextReview} ${date(document.nextReview)}` : ''}.
        </Typography>
      </Box>
    </>
  );
}
