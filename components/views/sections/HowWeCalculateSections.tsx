import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ContentSection from '@/components/content/ContentSection';
import PageHero from '@/components/content/PageHero';
import Link from '@/components/ui/Link';
import FigureChangelog from '@/components/views/methods/FigureChangelog';
import JurisdictionTable from '@/components/views/methods/JurisdictionTable';
import { withBasePath } from '@/lib/platform/routing/basePath';
import {
  CHANGELOG_TEXT,
  GOLDEN_CASES_TEXT,
  JURISDICTIONS_TEXT,
  METHODS_HERO,
  METHODS_PLAIN_WORDS,
} from '@/lib/site/content/methodsContent';
import { measure } from '@/lib/site/theme/tokens';
import { methodsPageData } from '@/lib/tax/methods/methodsPage';

/**
 * The methods page (docs/site.md#methods-page): plain words, the jurisdictions' table, the worked
 * examples and the changelog. A static island: the tax data it counts never reaches the browser.
 */
export default function HowWeCalculateSections() {
  const data = methodsPageData();
  return (
    <>
      <PageHero
        eyebrow={METHODS_HERO.eyebrow}
        title={METHODS_HERO.title}
        lead={METHODS_HERO.lead}
      />
      {METHODS_PLAIN_WORDS.map((section, index) => (
        <ContentSection
          key={section.id}
          id={section.id}
          heading={section.heading}
          tinted={index % 2 === 1}
        >
          <Box sx={{ maxWidth: measure(70), display: 'grid', gap: 2 }}>
            {section.paragraphs.map((text) => (
              <Typography key={text}>{text}</Typography>
            ))}
          </Box>
        </ContentSection>
      ))}
      <ContentSection
        id="jurisdictions-heading"
        heading={JURISDICTIONS_TEXT.heading}
        intro={JURISDICTIONS_TEXT.intro}
        tinted
      >
        <JurisdictionTable rows={data.jurisdictions} year={data.year} nextYear={data.nextYear} />
      </ContentSection>
      <ContentSection id="cases-heading" heading={GOLDEN_CASES_TEXT.heading}>
        <Box sx={{ maxWidth: measure(70), display: 'grid', gap: 2 }}>
          <Typography>{GOLDEN_CASES_TEXT.body}</Typography>
          <Typography>
            {/* An API route, not a page: a plain anchor, so Next's router does not try to load it. */}
            <Link href={withBasePath(GOLDEN_CASES_TEXT.path)} external data-methods-cases>
              {GOLDEN_CASES_TEXT.linkLabel}
            </Link>
          </Typography>
        </Box>
      </ContentSection>
      <ContentSection
        id="changelog-heading"
        heading={CHANGELOG_TEXT.heading}
        intro={CHANGELOG_TEXT.intro}
        tinted
      >
        <FigureChangelog years={data.changelog} />
      </ContentSection>
    </>
  );
}
