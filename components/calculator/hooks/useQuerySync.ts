import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { browserLogger } from '@/lib/platform/logging/browserLogger';
import { searchQuery } from '@/lib/calculator/url/calculatorResultUrl';

/** The URL is rewritten once typing has paused this long, not on every keystroke. */
export const QUERY_SYNC_DELAY_MS = 400;

/**
 * Keeps the page URL's query equal to the calculator's current query string, so the result can
 * be bookmarked or shared. Shallow replace: no data fetching, no new history entry, no scroll
 * jump. The first render writes nothing: the URL the page was loaded with produced this result.
 */
export function useQuerySync(
  search: string,
  {
    delayMs = QUERY_SYNC_DELAY_MS,
    onFirstWrite,
  }: {
    delayMs?: number;
    /** Called once, with the first write: the visitor has used the calculator. */
    onFirstWrite?: () => void;
  } = {},
): void {
  const router = useRouter();
  const written = useRef(search);
  const firstWrite = useRef(onFirstWrite);

  useEffect(() => {
    if (search === written.current) return;
    const timer = setTimeout(() => {
      written.current = search;
      firstWrite.current?.();
      firstWrite.current = undefined;
      router
        .replace({ pathname: router.pathname, query: searchQuery(search) }, undefined, {
          shallow: true,
          scroll: false,
        })
        .catch((error: unknown) =>
          browserLogger.warn({ err: String(error) }, 'Calculator URL could not be updated'),
        );
    }, delayMs);
    return () => clearTimeout(timer);
  }, [search, router, delayMs]);
}
