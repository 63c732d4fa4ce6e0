import type { CSSObject } from '@emotion/react';
import { alpha, type Theme } from '@mui/material/styles';

// The type scale the stylesheets use (components/ui/typography.module.css): each variant's
// family, weight, size and line height, as `--site-type-<variant>-<part>`.
const TYPE_VARIANTS = ['h1', 'h2', 'h6', 'body1', 'body2', 'overline'] as const;

/** The theme's type variants as custom properties. */
function typeProperties(theme: Theme): Record<string, string> {
  return Object.fromEntries(
    TYPE_VARIANTS.flatMap((variant) => {
      const { fontFamily, fontWeight, fontSize, lineHeight } = theme.typography[variant];
      return [
        [`--site-type-${variant}-family`, String(fontFamily)],
        [`--site-type-${variant}-weight`, String(fontWeight)],
        [`--site-type-${variant}-size`, String(fontSize)],
        [`--site-type-${variant}-line`, String(lineHeight)],
      ];
    }),
  );
}

/**
 * The theme's values the stylesheets of the shell and the shared widgets read (`*.module.css` in
 * `components/layout`, `components/ui`, `components/members`, `components/calculator`), as custom
 * properties on the root: the site has three themes, and a stylesheet cannot import one. Set
 * beside the baseline, so they come with the server's HTML before any stylesheet applies.
 */
export function themeCustomProperties(theme: Theme): CSSObject {
  const { palette, shape, zIndex, shadows } = theme;
  // Contained actions are raised as MUI's Button was, unless the theme turns elevation off (care24).
  const raised = !theme.components?.MuiButton?.defaultProps?.disableElevation;
  return {
    ':root': {
      '--site-primary': palette.primary.main,
      '--site-primary-dark': palette.primary.dark,
      '--site-primary-contrast': palette.primary.contrastText,
      // MUI's outlined border: the colour at half strength.
      '--site-primary-outline': alpha(palette.primary.main, 0.5),
      '--site-secondary': palette.secondary.main,
      '--site-text': palette.text.primary,
      '--site-text-secondary': palette.text.secondary,
      '--site-link': palette.link,
      '--site-error': palette.error.main,
      '--site-info': palette.info.main,
      '--site-warning': palette.warning.main,
      // The calculator's notices: each tone's colour at 8 % behind the text.
      '--site-info-tint': alpha(palette.info.main, 0.08),
      '--site-warning-tint': alpha(palette.warning.main, 0.08),
      '--site-error-tint': alpha(palette.error.main, 0.08),
      '--site-white': palette.common.white,
      '--site-action-active': palette.action.active,
      '--site-action-hover': palette.action.hover,
      // The sign-in return page's spinner: its track.
      '--site-action-disabled-background': palette.action.disabledBackground,
      '--site-grey-500': palette.grey[500],
      '--site-shadow-1': shadows[1],
      // Raised whatever the theme says of buttons: the video's play control.
      '--site-shadow-2': shadows[2],
      '--site-raised': raised ? shadows[2] : 'none',
      '--site-raised-hover': raised ? shadows[4] : 'none',
      '--site-raised-active': raised ? shadows[8] : 'none',
      '--site-paper': palette.background.paper,
      '--site-background': palette.background.default,
      '--site-divider': palette.divider,
      '--site-grey-100': palette.grey[100],
      '--site-radius': `${shape.borderRadius}px`,
      '--site-z-app-bar': String(zIndex.appBar),
      '--site-z-tooltip': String(zIndex.tooltip),
      ...typeProperties(theme),
    },
  };
}
