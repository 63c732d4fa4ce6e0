import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from '@/components/ui/Link';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { SHARE_EXPLAINER_TEXT } from '@/lib/site/content/shareExplainerContent';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';

/**
 * How the share is worked out, in plain words, under the calculator (screen only), in the page's
 * language (a static island: both languages stay on the server).
 */
export default function ShareExplainer() {
  const { locale } = usePageLanguage();
  const text = SHARE_EXPLAINER_TEXT[locale];
  return (
    <Box data-no-print sx={{ mt: 6, maxWidth: '48em', display: 'grid', gap: 1.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
        {text.heading}
      </Typography>
      {text.paragraphs.map((paragraph) => (
        <Typography key={paragraph}>{paragraph}</Typography>
      ))}
      <Typography>
        {text.oneFamily}{' '}
        <Link
          href={pagePathFor('nannyTaxCalculator', locale)}
          hrefLang={hrefLangFor('nannyTaxCalculator', locale)}
        >
          {text.oneFamilyLink}
        </Link>
        {text.oneFamilyAfter}
      </Typography>
    </Box>
  );
}
