import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache as createMuiCache } from '@mui/material-nextjs/v16-pagesRouter';

/**
 * The emotion cache that carries this response's CSP nonce, so every `<style>` emotion writes is
 * allowed by `style-src 'nonce-…'`. The server builds one per request in `_document`; the browser
 * builds one on first render from the nonce in page props.
 */
export function createEmotionCache(nonce: string | undefined): EmotionCache {
  return createMuiCache({ key: 'mui', ...(nonce ? { nonce } : {}) });
}

let browserCache: EmotionCache | undefined;

/** The browser's single cache, created once with the nonce of the first page. */
export function browserEmotionCache(nonce: string | undefined): EmotionCache {
  browserCache ??= createEmotionCache(nonce);
  return browserCache;
}
