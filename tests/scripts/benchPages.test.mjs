import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { BENCH_PAGES } from '../../scripts/lib/benchPages.mjs';

describe('BENCH_PAGES', () => {
  it('is every page of the catalogue but the 404, so a new page is measured too', () => {
    const links = readFileSync(new URL('../../lib/site/seo/pageLinks.ts', import.meta.url), 'utf8');
    const paths = [...links.matchAll(/^\s+path: '([^']+)',$/gm)].map((match) => match[1]);
    assert.ok(paths.length > 10);
    assert.deepEqual([...BENCH_PAGES].sort(), paths.filter((path) => path !== '/404').sort());
  });
});
