// @ts-check
// The compile hints the build adds to the first-load scripts (scripts/lib/compileHints.mjs).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  COMPILE_HINT,
  addCompileHints,
  firstLoadScripts,
  withCompileHint,
} from '../../scripts/lib/compileHints.mjs';

const CHUNK = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);';

/** A `.next` folder with a build manifest and the given files. */
function buildFolder(/** @type {Record<string, string[]>} */ pages, /** @type {string[]} */ files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ pages }));
  for (const file of files) writeFileSync(path.join(dir, file), CHUNK);
  return dir;
}

describe('firstLoadScripts', () => {
  it('lists each page script once, without the stylesheets', () => {
    const scripts = firstLoadScripts({
      pages: {
        '/_app': ['static/chunks/app.js', 'static/chunks/site.css', 'static/chunks/runtime.js'],
        '/': ['static/chunks/home.js', 'static/chunks/runtime.js'],
      },
    });
    assert.deepEqual(scripts, [
      'static/chunks/app.js',
      'static/chunks/home.js',
      'static/chunks/runtime.js',
    ]);
  });
});

describe('withCompileHint', () => {
  it('puts the hint on the first line', () => {
    assert.equal(withCompileHint(CHUNK), `//# allFunctionsCalledOnLoad\n${CHUNK}`);
  });

  it('adds it once when run twice', () => {
    assert.equal(withCompileHint(withCompileHint(CHUNK)), COMPILE_HINT + CHUNK);
  });
});

describe('addCompileHints', () => {
  it('marks the scripts pages load and leaves the on-demand chunks lazy', () => {
    const dir = buildFolder({ '/': ['static/chunks/page.js'] }, [
      'static/chunks/page.js',
      'static/chunks/on-demand.js',
    ]);
    assert.equal(addCompileHints(dir), 1);
    const read = (/** @type {string} */ file) => readFileSync(path.join(dir, file), 'utf8');
    assert.equal(read('static/chunks/page.js'), COMPILE_HINT + CHUNK);
    assert.equal(read('static/chunks/on-demand.js'), CHUNK);
  });

  it('moves a source map down by the hint line, once', () => {
    const dir = buildFolder({ '/': ['static/chunks/page.js'] }, ['static/chunks/page.js']);
    const mapFile = path.join(dir, 'static', 'chunks', 'page.js.map');
    writeFileSync(
      mapFile,
      JSON.stringify({ version: 3, sources: [], names: [], mappings: 'AAAA' }),
    );
    addCompileHints(dir);
    addCompileHints(dir);
    assert.equal(JSON.parse(readFileSync(mapFile, 'utf8')).mappings, ';AAAA');
  });
});
