import { useCallback, useEffect, useState } from 'react';

/** How long "Copied" stays before the button reads "Copy link" again. */
const COPIED_FOR_MS = 3000;

export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies text to the clipboard and says how it went: "copied" for a few seconds, or "failed"
 * (no clipboard permission, an old browser) so the visitor is told to copy by hand.
 */
export function useCopyText(): { state: CopyState; copy: (text: string) => void } {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = useCallback((text: string) => {
    const write = navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('no clipboard'));
    write.then(
      () => setState('copied'),
      () => setState('failed'),
    );
  }, []);
  return { state, copy };
}
