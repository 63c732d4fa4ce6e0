import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * The page-wide baseline of MUI's CssBaseline (v9: font smoothing, border-box sizing, bold
 * weight, the body's colours and type), written out for the one light colour scheme this site
 * has. The shell sets it with emotion's `Global`, so the first load needs neither CssBaseline nor
 * the GlobalStyles layers behind it. tests/unit/components/layout/baselineStyles.server.test.tsx holds it to
 * CssBaseline's own output for every site theme.
 */
export function baselineStyles(theme: Theme): CSSObject {
  const { palette, typography } = theme;
  return {
    html: {
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
      boxSizing: 'border-box',
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'inherit' },
    'strong, b': { fontWeight: typography.fontWeightBold },
    body: {
      margin: 0,
      color: palette.text.primary,
      ...(typography.body1 as CSSObject),
      backgroundColor: palette.background.default,
      '@media print': { backgroundColor: palette.common.white },
      '&::backdrop': { backgroundColor: palette.background.default },
    },
  };
}
