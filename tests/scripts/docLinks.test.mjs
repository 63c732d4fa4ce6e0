// @ts-check
// The docs link check (scripts/lib/docLinks.mjs): every docs page and heading anchor named in a
// code comment, the README or docs/ exists.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  anchorsOf,
  commentsOf,
  findBrokenDocLinks,
  headingSlug,
} from '../../scripts/lib/docLinks.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURE = path.join(here, 'fixtures', 'docLinks');
const REPOSITORY = path.resolve(here, '../..');

describe('headingSlug', () => {
  for (const [heading, slug] of [
    ['Page cache', 'page-cache'],
    ['The multi-`?` redirect', 'the-multi--redirect'],
    ['`offline_access` with userinfo off', 'offline_access-with-userinfo-off'],
    ['503 for /downtime', '503-for-downtime'],
    ['Links: [the guide](guide.md), e-mail & more', 'links-the-guide-e-mail--more'],
  ]) {
    it(`turns "${heading}" into ${slug}`, () => assert.equal(headingSlug(heading), slug));
  }
});

describe('anchorsOf', () => {
  it('numbers repeated headings and skips fenced code', () => {
    const anchors = anchorsOf('# A\n## A\n```\n# B\n```\n<a id="kept"></a>\n');
    assert.deepEqual([...anchors].sort(), ['a', 'a-1', 'kept']);
  });
});

describe('commentsOf', () => {
  it('finds line, block and JSX comments but not strings, templates or regexes', () => {
    const source = [
      "const a = '// not a comment';",
      'const b = /\\/\\/ neither/;',
      '// one',
      'const c = `/* nor ${a} */`; /* two */',
      'export const d = <div>{/* three */}</div>;',
    ].join('\n');
    const comments = commentsOf('example.tsx', source);
    assert.deepEqual(comments, [
      { line: 3, text: '// one' },
      { line: 4, text: '/* two */' },
      { line: 5, text: '/* three */' },
    ]);
  });
});

describe('findBrokenDocLinks', () => {
  it('reports missing pages and headings in the README, docs and code comments only', () => {
    const broken = findBrokenDocLinks(FIXTURE).map(
      (link) => `${link.file}:${link.line} ${link.reference}: ${link.problem}`,
    );
    assert.deepEqual(broken, [
      'README.md:4 docs/guide.md#no-such-heading: no heading #no-such-heading in docs/guide.md',
      'README.md:4 docs/missing.md: no file docs/missing.md',
      'docs/guide.md:13 docs/decisions/0001-a-choice.md: no file docs/docs/decisions/0001-a-choice.md',
      'lib/example.ts:5 docs/guide.md#old-rule: no heading #old-rule in docs/guide.md',
    ]);
  });

  it('finds no broken link in this repository', () => {
    assert.deepEqual(findBrokenDocLinks(REPOSITORY), []);
  });
});
