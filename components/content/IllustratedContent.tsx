import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { IllustrationName } from '@/lib/site/content/illustrations';
import type { Locale } from '@/lib/site/i18n/locale';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import IllustrationImage from './IllustrationImage';

interface IllustratedContentProps {
  illustration: IllustrationName;
  flags: Pick<FeatureFlags, 'assetUrl'>;
  /** The page's language, for the picture's alt text. */
  locale: Locale;
  children: ReactNode;
}

/**
 * Content with one of the site's illustrations beside it from md up and under it on phones. Only
 * for sections below the hero: the image loads lazily and must never be the largest first paint.
 */
export default function IllustratedContent({
  illustration,
  flags,
  locale,
  children,
}: IllustratedContentProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 3, md: 6 },
        gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
        alignItems: 'center',
      }}
    >
      <div>{children}</div>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <IllustrationImage name={illustration} flags={flags} locale={locale} />
      </Box>
    </Box>
  );
}
