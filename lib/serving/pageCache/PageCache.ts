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

/** A lookup's page (null: not cacheable, whether just refused or remembered so) and how. */
export interface PageLookup {
  page: CachedPage | null;
  outcome: CacheOutcome;
}

interface Entry {
  /** Null: the render was refused (not shareable); remembered so it is not tried again at once. */
  page: CachedPage | null;
  expiresAt: number;
}

/**
 * The page cache of one server process: renders by key (page, member variant and flag variant),
 * each served until it expires. Concurrent requests for a key that is not cached share one render,
 * so a traffic spike never renders the same page twice at once. A render that resolves null (not
 * cacheable) is remembered as refused for the same time, so a refused page costs one placeholder
 * render per time to live, not one per request (docs/serving.md#page-cache); a render that fails
 * (rejects) is not kept.
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
    const entry = this.fresh(key);
    if (entry) return { page: entry.page, outcome: 'hit' };
    const inFlight = this.rendering.get(key);
    if (inFlight) return { page: await inFlight, outcome: 'shared' };
    const pending = render()
      .then((page) => {
        this.store(key, page);
        return page;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, pending);
    return { page: await pending, outcome: 'miss' };
  }

  /** True while `key`'s render is remembered as refused: the caller can skip its own work. */
  isRefused(key: string): boolean {
    return this.fresh(key)?.page === null;
  }

  /** Remembers `key` as refused for the time to live (see {@link get}). */
  refuse(key: string): void {
    this.store(key, null);
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  private store(key: string, page: CachedPage | null): void {
    if (this.options.ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { page, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
