import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache as createMuiCache } from '@mui/material-nextjs/v16-pagesRouter';

/**
 * An emotion cache that carries the document's CSP nonce, so every `<style>` emotion writes is
 * allowed by `style-src 'nonce-…'`, writing after `insertionPoint` when given. The server builds
 * one per request in `_document`; the browser one, below.
 */
export function createEmotionCache(
  nonce: string | undefined,
  insertionPoint?: HTMLElement,
): EmotionCache {
  return createMuiCache({
    key: 'mui',
    ...(nonce ? { nonce } : {}),
    ...(insertionPoint ? { insertionPoint } : {}),
  });
}

let browserCache: EmotionCache | undefined;

/**
 * The server's last global style (the baseline first among them), after which the browser's cache
 * keeps the component styles it adopts and writes: where the server put them.
 */
function lastServerGlobalStyle(): HTMLElement | undefined {
  const globals = document.head.querySelectorAll<HTMLElement>('style[data-emotion^="mui-global "]');
  return globals[globals.length - 1];
}

/**
 * The browser's single cache, created once, when the first part styled with MUI renders, with the
 * document's nonce: the one on the server's global styles, else the page's. A part may first
 * render after a client-side visit, whose props carry another response's nonce, which the
 * document's policy refuses. Creating it adopts the server's component styles (moving each element
 * once); the server's global styles stay where they are (docs/performance.md#mui-on-demand).
 */
export function browserEmotionCache(nonce: string | undefined): EmotionCache {
  if (!browserCache) {
    const last = lastServerGlobalStyle();
    browserCache = createEmotionCache(last?.nonce || nonce, last);
  }
  return browserCache;
}
