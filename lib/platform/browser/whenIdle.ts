/**
 * Runs `task` once the page has loaded and the browser is idle: for code that improves a page
 * already on screen and must not compete with its first load. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  // Safari has no requestIdleCallback; a timeout is its stand-in.
  const schedule = () => {
    if (cancelled) return;
    idleHandle = window.requestIdleCallback
      ? window.requestIdleCallback(run)
      : window.setTimeout(run, 1);
  };
  const run = () => {
    if (!cancelled) task();
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idleHandle);
    else window.clearTimeout(idleHandle);
  };
}
