import type { EmotionCache } from '@emotion/cache';
import { css, type SerializedStyles } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { baselineStyles } from './baselineStyles';
import { themeCustomProperties } from './themeCustomProperties';

const serializedBaselines = new WeakMap<Theme, SerializedStyles>();

/** The theme's baseline and custom properties, serialized once per theme (themes are shared). */
function serializedBaseline(theme: Theme): SerializedStyles {
  let serialized = serializedBaselines.get(theme);
  if (!serialized) {
    serialized = css({ ...baselineStyles(theme), ...themeCustomProperties(theme) });
    serializedBaselines.set(theme, serialized);
  }
  return serialized;
}

/**
 * Puts the theme's baseline and custom properties into a server render's cache as a global style,
 * exactly as Emotion's `Global` does there, so the document writes them first in the head, with
 * the response's nonce (`mui-global`): the browser needs neither Emotion nor the theme for them
 * (docs/performance.md#mui-on-demand). The cache must be in Emotion's server mode (`compat`).
 */
export function insertServerBaseline(cache: EmotionCache, theme: Theme): void {
  cache.insert('', serializedBaseline(theme), cache.sheet, true);
}
