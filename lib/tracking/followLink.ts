/**
 * How long a followed link waits for its data-layer push (GTM's own `eventTimeout` default is
 * 2 s; a visitor should not feel the wait, and the push normally needs a few milliseconds).
 */
export const PUSH_WAIT_MS = 300;

interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * True when the browser would follow `link` in this tab on this click: the primary button with no
 * modifier (those open a new tab or window, or download), no other target, no download. Only then
 * does the page unload at once, before an asynchronous push could finish.
 */
export function followsInThisTab(event: ClickLike, link: Element): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (link.hasAttribute('download')) return false;
  const target = link.getAttribute('target');
  return !target || target === '_self';
}

/** Resolves when `work` settles or after `timeoutMs`, whichever is first; never rejects. */
export function settledWithin(work: Promise<unknown>, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    const settled = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(settled, settled);
  });
}
