import type { PageTemplate } from './personalizePage';

/** One cached render: what the front server needs to answer from it. */
export interface CachedPage {
  status: number;
  /** Response headers of the render, minus the per-response ones, cut at their placeholders. */
  headers: ReadonlyArray<readonly [string, PageTemplate]>;
  /** The HTML, cut at its placeholders. */
  body: PageTemplate;
}

export interface PageCacheOptions {
  /** How long a render is served; 0 renders for every request (still one render at a time). */
  ttlMs: number;
  /** Oldest entries go first beyond this count. */
  maxEntries: number;
  now?: () => number;
}

/**
 * How a lookup was answered (docs/serving.md#server-timing): from the cache (`hit`), by a render
 * it started (`miss`), or by a render another request had already started (`shared`).
 */
export type CacheOutcome = 'hit' | 'miss' | 'shared';

/** A lookup's page (null: not cacheable) and how it was obtained. */
export interface PageLookup {
  page: CachedPage | null;
  outcome: CacheOutcome;
}

interface Entry {
  page: CachedPage;
  expiresAt: number;
}

/**
 * The anonymous page cache of one server process: renders by key (page and flag variant), each
 * served until it expires. Concurrent requests for a key that is not cached share one render, so
 * a traffic spike never renders the same page twice at once. A render that resolves null (not
 * cacheable) is not kept.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached page for `key`, rendering it with `render` when missing or expired. */
  async get(key: string, render: () => Promise<CachedPage | null>): Promise<PageLookup> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return { page: entry.page, outcome: 'hit' };
    const inFlight = this.rendering.get(key);
    if (inFlight) return { page: await inFlight, outcome: 'shared' };
    const pending = render()
      .then((page) => {
        if (page && this.options.ttlMs > 0) this.store(key, page);
        return page;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    return { page: await pending, outcome: 'miss' };
  }

  private store(key: string, page: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, { page, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
