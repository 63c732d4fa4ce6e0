import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ContentSection from '@/components/content/ContentSection';
import PageHero from '@/components/content/PageHero';
import Link from '@/components/ui/Link';
import FigureChangelog from '@/components/views/methods/FigureChangelog';
import JurisdictionTable from '@/components/views/methods/JurisdictionTable';
import { withBasePath } from '@/lib/platform/routing/basePath';
import { GOLDEN_CASES_PATH, METHODS_TEXT } from '@/lib/site/content/methodsContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { measure } from '@/lib/site/theme/tokens';
import { methodsPageData } from '@/lib/tax/methods/methodsPage';

/**
 * The methods page (docs/site.md#methods-page): plain words, the jurisdictions' table, the worked
 * examples and the changelog, in the page's language. A static island: the tax data it counts and
 * both languages' words never reach the browser.
 */
export default function HowWeCalculateSections({ locale }: BasePageProps) {
  const text = METHODS_TEXT[locale];
  const data = methodsPageData(locale);
  return (
    <>
      <PageHero eyebrow={text.hero.eyebrow} title={text.hero.title} lead={text.hero.lead} />
      {text.plainWords.map((section, index) => (
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
        heading={text.jurisdictions.heading}
        intro={text.jurisdictions.intro}
        tinted
      >
        <JurisdictionTable
          rows={data.jurisdictions}
          year={data.year}
          nextYear={data.nextYear}
          locale={locale}
        />
      </ContentSection>
      <ContentSection id="cases-heading" heading={text.goldenCases.heading}>
        <Box sx={{ maxWidth: measure(70), display: 'grid', gap: 2 }}>
          <Typography>{text.goldenCases.body}</Typography>
          <Typography>
            {/* An API route, not a page: a plain anchor, so Next's router does not try to load it. */}
            <Link href={withBasePath(GOLDEN_CASES_PATH)} external data-methods-cases>
              {text.goldenCases.linkLabel}
            </Link>
          </Typography>
        </Box>
      </ContentSection>
      <ContentSection
        id="changelog-heading"
        heading={text.changelog.heading}
        intro={text.changelog.intro}
        tinted
      >
        <FigureChangelog years={data.changelog} locale={locale} />
      </ContentSection>
    </>
  );
}
