// @ts-check
// The site's import graph, type-only imports included (they are arrows a reader follows too), for
// the layout checks in tests/scripts/importGraph.test.mjs (docs/platform.md#import-rules).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mts)$/;
const SPECIFIER =
  /(?:\bfrom|\bimport|\bexport\s+\*\s+from|\bimport\s*\(|\brequire\s*\()\s*['"]([^'"\n]+)['"]/g;
const TRY = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/**
 * Source files below `dirs` (relative to `root`), as repo-relative POSIX paths.
 * @param {string} root
 * @param {string[]} dirs
 */
export function sourceFiles(root, dirs) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} rel */
  const walk = (rel) => {
    const full = path.join(root, rel);
    if (!statSync(full, { throwIfNoEntry: false })) return;
    if (statSync(full).isFile()) {
      if (SOURCE.test(rel) && !rel.endsWith('.d.ts')) files.push(rel);
      return;
    }
    for (const name of readdirSync(full)) walk(path.posix.join(rel, name));
  };
  dirs.forEach(walk);
  return files.sort();
}

/**
 * The project files `file` imports: `@/` and relative specifiers resolved as the bundler does.
 * @param {string} root
 * @param {string} file
 * @param {Set<string>} known repo-relative paths that exist
 */
export function importsOf(root, file, known) {
  const text = readFileSync(path.join(root, file), 'utf8');
  /** @type {Set<string>} */
  const targets = new Set();
  for (const [, spec = ''] of text.matchAll(SPECIFIER)) {
    let base;
    if (spec.startsWith('@/')) base = spec.slice(2);
    else if (spec.startsWith('.')) base = path.posix.join(path.posix.dirname(file), spec);
    else continue;
    const found = TRY.map((suffix) => base + suffix).find((candidate) => known.has(candidate));
    if (found) targets.add(found);
  }
  return [...targets];
}

/**
 * The graph of `files`: each file's imports among them.
 * @param {string} root
 * @param {string[]} files
 */
export function importGraph(root, files) {
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(root, file, known)]));
}

/**
 * Every circle in a graph: its strongly connected components of more than one node, or a node
 * importing itself (Tarjan's algorithm).
 * @param {Map<string, string[]>} graph
 */
export function circles(graph) {
  let index = 0;
  /** @type {Map<string, number>} */ const order = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const found = [];
  /** @param {string} node */
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    /** @type {string[]} */ const component = [];
    let member;
    do {
      member = stack.pop() ?? node;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node))
      found.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

/**
 * The graph between folders: `folderOf` names each file's folder (or null to leave it out); an
 * arrow for every import between two different folders.
 * @param {Map<string, string[]>} graph
 * @param {(file: string) => string | null} folderOf
 */
export function folderGraph(graph, folderOf) {
  /** @type {Map<string, Set<string>>} */
  const folders = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from) continue;
    if (!folders.has(from)) folders.set(from, new Set());
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from) folders.get(from)?.add(to);
    }
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets].sort()]));
}
