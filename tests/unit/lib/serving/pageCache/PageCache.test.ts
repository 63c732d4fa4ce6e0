/** @jest-environment node */
import { PageCache, type CachedPage } from '@/lib/serving/pageCache/PageCache';

const page = (body: string): CachedPage => ({
  status: 200,
  headers: [],
  body: { parts: [body], slots: [] },
});

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('PageCache', () => {
  it('renders once and serves the render until it expires', async () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10, now: time.now });
    const render = jest.fn(() => Promise.resolve(page('a')));
    await cache.get('k', render);
    time.advance(59_999);
    expect((await cache.get('k', render)).page).toEqual(page('a'));
    expect(render).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('shares one render between concurrent requests for the same key', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (value: CachedPage) => void = () => undefined;
    const render = jest.fn(
      () =>
        new Promise<CachedPage>((resolve) => {
          finish = resolve;
        }),
    );
    const waiting = Promise.all([cache.get('k', render), cache.get('k', render)]);
    finish(page('a'));
    expect(await waiting).toEqual([
      { page: page('a'), outcome: 'miss' },
      { page: page('a'), outcome: 'shared' },
    ]);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('names each outcome: miss when it renders, hit when it serves a stored render', async () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 1_000, maxEntries: 10, now: time.now });
    const outcomes = [];
    for (const advance of [0, 999, 1, 0]) {
      time.advance(advance);
      outcomes.push((await cache.get('k', () => Promise.resolve(page('a')))).outcome);
    }
    expect(outcomes).toEqual(['miss', 'hit', 'miss', 'hit']);
  });

  it('keeps variants apart by key', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10 });
    await cache.get('home|flags-a', () => Promise.resolve(page('a')));
    expect((await cache.get('home|flags-b', () => Promise.resolve(page('b')))).page).toEqual(
      page('b'),
    );
  });

  it('does not keep a failed render', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.size).toBe(0);
    expect((await cache.get('k', () => Promise.resolve(page('a')))).page).toEqual(page('a'));
  });

  it('remembers a refused render (null) until it expires, then renders again', async () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10, now: time.now });
    const refused = jest.fn(() => Promise.resolve(null));
    expect(await cache.get('k', refused)).toEqual({ page: null, outcome: 'miss' });
    time.advance(59_999);
    expect(cache.isRefused('k')).toBe(true);
    expect(await cache.get('k', refused)).toEqual({ page: null, outcome: 'hit' });
    expect(refused).toHaveBeenCalledTimes(1);
    time.advance(1);
    expect(cache.isRefused('k')).toBe(false);
    expect((await cache.get('k', () => Promise.resolve(page('a')))).page).toEqual(page('a'));
    expect(cache.isRefused('k')).toBe(false);
  });

  it('remembers a key refused by the caller, and keeps nothing with a time to live of 0', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 10 });
    expect(cache.isRefused('k')).toBe(false);
    cache.refuse('k');
    expect(cache.isRefused('k')).toBe(true);
    const uncached = new PageCache({ ttlMs: 0, maxEntries: 10 });
    uncached.refuse('k');
    expect(uncached.isRefused('k')).toBe(false);
    expect(uncached.size).toBe(0);
  });

  it('drops the oldest entries beyond its size', async () => {
    const cache = new PageCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(page(key)));
    expect(cache.size).toBe(2);
    const render = jest.fn(() => Promise.resolve(page('a2')));
    expect((await cache.get('a', render)).page).toEqual(page('a2'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders every time with a time to live of 0', async () => {
    const cache = new PageCache({ ttlMs: 0, maxEntries: 2 });
    const render = jest.fn(() => Promise.resolve(page('a')));
    await cache.get('k', render);
    await cache.get('k', render);
    expect(render).toHaveBeenCalledTimes(2);
  });
});
