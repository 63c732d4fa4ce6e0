/**
 * Adds a script with the response's CSP nonce and resolves when it has run. The nonce lets it
 * through the strict policy ('strict-dynamic' trusts what a nonced script adds); it is read by the
 * caller from page props, never scraped from the DOM.
 */
export function loadScript(src: string, nonce: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`Script failed to load: ${src}`)));
    document.head.appendChild(script);
  });
}
