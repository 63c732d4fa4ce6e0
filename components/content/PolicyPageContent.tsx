import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import Link from '@/components/ui/Link';
import { policyDateText, type PolicyDocument } from '@/lib/site/content/policyDocument';
import { PAGE_LINKS, withBrand } from '@/lib/site/seo/pageLinks';
import { measure } from '@/lib/site/theme/tokens';
import ContentSection from './ContentSection';
import PageHero from './PageHero';
import UnbrokenFormNames from './UnbrokenFormNames';

interface PolicyPageContentProps {
  document: PolicyDocument;
  brandName: string;
  /** The support line, shown where a section asks for it (the caller's SupportPhone). */
  phoneLine: ReactNode;
}

/** A policy page's hero, its sections and the review date, from its text (policyDocument.ts). */
export default function PolicyPageContent({
  document,
  brandName,
  phoneLine,
}: PolicyPageContentProps) {
  const fill = (text: string) => withBrand(text, brandName);
  return (
    <>
      <PageHero eyebrow={document.eyebrow} title={document.title} lead={fill(document.lead)} />
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
                <Link href={PAGE_LINKS[section.link.page].path}>{section.link.label}</Link>
              </Typography>
            ) : null}
            {section.phone ? phoneLine : null}
          </Box>
        </ContentSection>
      ))}
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary" data-policy-reviewed>
          Last reviewed {policyDateText(document.reviewed)}
          {document.nextReview ? `; next review by ${policyDateText(document.nextReview)}` : ''}.
        </Typography>
      </Box>
    </>
  );
}
