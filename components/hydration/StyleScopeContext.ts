import { createContext } from 'react';
import type { ThemeName } from '@/lib/platform/config/schema';

/** What a part styled with MUI needs to build its scope in the browser (MuiScope). */
export interface StyleScope {
  theme: ThemeName;
  /** The document's CSP nonce, for the `<style>` elements Emotion writes. */
  nonce: string | undefined;
}

/**
 * The page's theme name and nonce, provided by the app without MUI: the theme itself and Emotion's
 * cache are built only where a part that needs them loads (docs/performance.md#mui-on-demand).
 */
export const StyleScopeContext = createContext<StyleScope>({ theme: 'care', nonce: undefined });
