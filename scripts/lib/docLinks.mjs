// @ts-check
// The docs link check: every reference to a docs page (`docs/<page>.md`, optionally with a
// `#heading-anchor`) in a code comment, in the README or in docs/ must name a file and a heading
// that exist, so a reader can follow every comment to its explanation. Anchors are GitHub's
// heading slugs. Code is parsed with TypeScript so only real comments count, never strings.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** Folders that hold no hand-written source. Fixtures hold deliberately broken links. */
const SKIPPED_DIRS = new Set([
  '.git',
  '.next',
  'node_modules',
  'coverage',
  'playwright-report',
  'test-results',
  'cache',
  'outbox',
  'fixtures',
]);
const CODE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Files whose comments are `#` lines: the whole text is searched. */
const PLAIN = /(?:^\.env\.example|^Dockerfile|\.css|\.ya?ml)$/;

/** A docs page named from the repository root, as comments and the README name them. */
const DOCS_REFERENCE = /(?<![\w./-])docs\/[\w./-]*\.md(?:#[\w-]*)?/g;
/** A Markdown link target that stays inside the repository: `](page.md#x)` or `](#x)`. */
const MARKDOWN_LINK = /\]\(((?![a-z][\w+.-]*:)[^)\s]*?)(?:\s+"[^"]*")?\)/gi;

/**
 * @typedef {{ file: string, line: number, reference: string, problem: string }} BrokenLink
 */

/** GitHub's heading anchor: lowercase, punctuation dropped, each space a hyphen. */
export function headingSlug(/** @type {string} */ heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text: its headings (repeats get -1, -2 …) and explicit ids. */
export function anchorsOf(/** @type {string} */ markdown) {
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  let fence = '';
  for (const line of markdown.split('\n')) {
    const fenceMark = /^\s*(```|~~~)/.exec(line)?.[1];
    if (fenceMark && (fence === '' || fence === fenceMark)) {
      fence = fence === '' ? fenceMark : '';
      continue;
    }
    if (fence !== '') continue;
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = headingSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
  }
  return anchors;
}

/** The comments of a JavaScript or TypeScript file, each with the line it starts on. */
export function commentsOf(/** @type {string} */ fileName, /** @type {string} */ text) {
  const kind = /\.[cm]?js$/.test(fileName)
    ? ts.ScriptKind.JS
    : /x$/.test(fileName)
      ? ts.ScriptKind.TSX
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  /** @type {Map<number, string>} */
  const comments = new Map();
  const collect = (/** @type {number} */ pos) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, pos) ?? []),
      ...(ts.getTrailingCommentRanges(text, pos) ?? []),
    ]) {
      comments.set(range.pos, text.slice(range.pos, range.end));
    }
  };
  const visit = (/** @type {ts.Node} */ node) => {
    collect(node.pos);
    collect(node.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...comments].map(([pos, comment]) => ({
    line: source.getLineAndCharacterOfPosition(pos).line + 1,
    text: comment,
  }));
}

/** Every file of the repository the check reads, relative to `root`, in a stable order. */
function filesUnder(/** @type {string} */ root, dir = '') {
  /** @type {string[]} */
  const files = [];
  for (const name of readdirSync(path.join(root, dir)).sort()) {
    const relative = dir === '' ? name : `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory()) {
      if (!SKIPPED_DIRS.has(name)) files.push(...filesUnder(root, relative));
    } else if (CODE.test(name) || PLAIN.test(name) || name.endsWith('.md')) {
      files.push(relative);
    }
  }
  return files;
}

/** `{ line, reference, target }` for each reference in a text that starts on `firstLine`. */
function referencesIn(/** @type {string} */ text, firstLine = 1, markdownFile = '') {
  const found = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(DOCS_REFERENCE)) {
      found.push({ line: firstLine + index, reference: match[0], target: match[0] });
    }
    if (markdownFile === '') continue;
    for (const match of line.matchAll(MARKDOWN_LINK)) {
      const link = match[1] ?? '';
      const [file = '', anchor] = link.split('#');
      if (file !== '' && !file.endsWith('.md')) continue;
      const target = path.posix.normalize(
        file === '' ? markdownFile : path.posix.join(path.posix.dirname(markdownFile), file),
      );
      found.push({
        line: firstLine + index,
        reference: link,
        target: anchor === undefined ? target : `${target}#${anchor}`,
      });
    }
  }
  return found;
}

/**
 * Finds every docs reference whose file or heading anchor does not exist. Reads the README and
 * docs/ (Markdown links and `docs/…` mentions), the comments of code files, and the `#` lines of
 * configuration files under `root`.
 * @param {string} root the repository folder
 * @returns {BrokenLink[]}
 */
export function findBrokenDocLinks(root) {
  /** @type {Map<string, Set<string> | null>} */
  const anchorCache = new Map();
  const anchorsOfFile = (/** @type {string} */ file) => {
    if (!anchorCache.has(file)) {
      let anchors = null;
      try {
        anchors = anchorsOf(readFileSync(path.join(root, file), 'utf8'));
      } catch {
        // Missing: reported by the caller.
      }
      anchorCache.set(file, anchors);
    }
    return anchorCache.get(file) ?? null;
  };

  /** @type {BrokenLink[]} */
  const broken = [];
  for (const file of filesUnder(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const references = file.endsWith('.md')
      ? referencesIn(text, 1, file)
      : PLAIN.test(path.basename(file))
        ? referencesIn(text)
        : commentsOf(file, text).flatMap((comment) => referencesIn(comment.text, comment.line));
    const checked = new Set();
    for (const { line, reference, target } of references) {
      // A Markdown link written as `docs/…` is found twice, as a link and as a mention.
      if (checked.has(`${line} ${target}`)) continue;
      checked.add(`${line} ${target}`);
      const [targetFile = '', anchor] = target.split('#');
      const anchors = anchorsOfFile(targetFile);
      if (anchors === null) {
        broken.push({ file, line, reference, problem: `no file ${targetFile}` });
      } else if (anchor !== undefined && !anchors.has(anchor)) {
        broken.push({ file, line, reference, problem: `no heading #${anchor} in ${targetFile}` });
      }
    }
  }
  return broken;
}

// `node scripts/lib/docLinks.mjs`: lists the broken links and fails when there is any.
const here = fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === here) {
  const root = path.resolve(path.dirname(here), '../..');
  const broken = findBrokenDocLinks(root);
  for (const link of broken) {
    console.error(`${link.file}:${link.line}: ${link.reference}: ${link.problem}`);
  }
  console.log(broken.length === 0 ? 'Every docs link resolves.' : `${broken.length} broken.`);
  process.exitCode = broken.length === 0 ? 0 : 1;
}
