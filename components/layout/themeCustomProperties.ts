import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * The theme's values the shell's stylesheets read (`components/layout/*.module.css`), as custom
 * properties on the root: the site has three themes, and a stylesheet cannot import one. Set
 * beside the baseline, so they come with the server's HTML before any stylesheet applies.
 */
export function themeCustomProperties(theme: Theme): CSSObject {
  const { palette, shape, zIndex } = theme;
  return {
    ':root': {
      '--site-primary': palette.primary.main,
      '--site-primary-contrast': palette.primary.contrastText,
      '--site-paper': palette.background.paper,
      '--site-divider': palette.divider,
      '--site-grey-100': palette.grey[100],
      '--site-radius': `${shape.borderRadius}px`,
      '--site-z-app-bar': String(zIndex.appBar),
      '--site-z-tooltip': String(zIndex.tooltip),
    },
  };
}
