// @ts-check
// The layout's import rules over the whole graph, type-only imports included: no circle between
// files, and every arrow between domains runs down the layers (docs/platform.md#import-rules).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { circles, folderGraph, importGraph, sourceFiles } from '../../scripts/lib/importGraph.mjs';

/** lib/ domains, lowest first: a domain imports only from those before it. */
const LIB_LAYERS = ['platform', 'members', 'site', 'tracking', 'serving', 'tax', 'calculator'];
/** components/ folders, lowest first. */
const COMPONENT_LAYERS = [
  'ui',
  'hydration',
  'content',
  'members',
  'tracking',
  'layout',
  'calculator',
  'views',
];

const ROOT = process.cwd();
const graph = importGraph(
  ROOT,
  sourceFiles(ROOT, [
    'lib',
    'components',
    'pages',
    'middleware.ts',
    'instrumentation.ts',
    'instrumentation-client.ts',
  ]),
);

/**
 * @param {string} top `lib` or `components`
 * @returns {(file: string) => string | null}
 */
const folderIn = (top) => (file) => {
  const [first, second] = file.split('/');
  return first === top && second && !second.includes('.') ? second : null;
};

/**
 * Arrows that run up: from a folder to one listed after it (or to one not listed at all).
 * @param {Map<string, string[]>} folders
 * @param {string[]} layers
 */
function upward(folders, layers) {
  return [...folders].flatMap(([from, targets]) =>
    targets
      .filter((to) => !(layers.indexOf(to) >= 0 && layers.indexOf(to) < layers.indexOf(from)))
      .map((to) => `${from} -> ${to}`),
  );
}

test('finds a circle, a self-import and a longer loop in a made-up graph', () => {
  const made = new Map([
    ['a', ['b']],
    ['b', ['a']],
    ['c', ['c']],
    ['d', ['e']],
    ['e', ['f']],
    ['f', ['d', 'g']],
    ['g', []],
  ]);
  assert.deepEqual(circles(made), [['a', 'b'], ['c'], ['d', 'e', 'f']]);
});

test('no file of the site imports itself back, through any number of steps', () => {
  assert.deepEqual(circles(graph), []);
});

test('no test file or test helper imports itself back either', () => {
  const withTests = importGraph(ROOT, [...graph.keys(), ...sourceFiles(ROOT, ['tests'])]);
  assert.deepEqual(circles(withTests), []);
});

test('lib/ domains import only from the layers below them', () => {
  const folders = folderGraph(graph, folderIn('lib'));
  assert.deepEqual([...folders.keys()].sort(), [...LIB_LAYERS].sort());
  assert.deepEqual(upward(folders, LIB_LAYERS), []);
});

test('components/ folders import only from the layers below them', () => {
  const folders = folderGraph(graph, folderIn('components'));
  assert.deepEqual([...folders.keys()].sort(), [...COMPONENT_LAYERS].sort());
  assert.deepEqual(upward(folders, COMPONENT_LAYERS), []);
});

test('lib/ never imports components/ or pages/', () => {
  const wrong = [...graph].flatMap(([file, targets]) =>
    file.startsWith('lib/')
      ? targets.filter((t) => !t.startsWith('lib/')).map((t) => `${file} -> ${t}`)
      : [],
  );
  assert.deepEqual(wrong, []);
});
