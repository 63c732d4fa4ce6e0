// @ts-check
// Explicit compile hints for the first-load scripts (docs/decisions/0007-v8-compile-hints.md).
//
// V8 compiles a function lazily, on the main thread, the first time it is called. Nearly all of
// the first-load code runs while the page loads (module instantiation, then hydration), so a
// phone paid that compilation inside the page's longest tasks: about 36 ms of a 150 ms load on
// the calculator page in an unthrottled Chromium, four times that on Lighthouse's phone. The
// `//# allFunctionsCalledOnLoad` magic comment at the very top of a script (V8's explicit compile
// hints, Chrome 136+) asks for the whole file to be compiled eagerly, on the background thread
// that streams the script in. Browsers without the feature read a comment.
//
// Only the scripts a page's HTML loads get the hint (the build manifest's page files); the chunks
// loaded on demand (engine, tracking, sign-in, data client) keep lazy compilation, since most of
// their functions never run at load.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The JavaScript files every page's HTML loads, from Next.js's build manifest (paths relative
 * to the `.next` folder). The manifest's "low priority" files (its own route manifests) are tiny
 * and not listed per page.
 * @param {{ pages: Record<string, string[]> }} manifest
 * @returns {string[]}
 */
export function firstLoadScripts(manifest) {
  const files = new Set(Object.values(manifest.pages).flat());
  return [...files].filter((file) => file.endsWith('.js')).sort();
}

/**
 * The script with the hint on its first line; unchanged if it already has it.
 * @param {string} source
 */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * A source map for the script moved down by the hint's line (an empty first line), so stack
 * traces still point at the right source; unchanged if it already accounts for it.
 * @param {string} map JSON of a source map (version 3)
 * @param {string} hintedSource the script as it was before the hint was added
 */
function shiftedSourceMap(map, hintedSource) {
  if (hintedSource.startsWith(COMPILE_HINT)) return map;
  const parsed = JSON.parse(map);
  parsed.mappings = `;${parsed.mappings}`;
  return JSON.stringify(parsed);
}

/**
 * Adds the compile hint to every first-load script of a build (and shifts their source maps,
 * when there are any). Safe to run twice.
 * @param {string} nextDir the build's `.next` folder
 * @returns {number} how many scripts were marked
 */
export function addCompileHints(nextDir) {
  const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'));
  const scripts = firstLoadScripts(manifest);
  for (const script of scripts) {
    const file = path.join(nextDir, script);
    const source = readFileSync(file, 'utf8');
    const mapFile = `${file}.map`;
    if (existsSync(mapFile)) {
      writeFileSync(mapFile, shiftedSourceMap(readFileSync(mapFile, 'utf8'), source));
    }
    writeFileSync(file, withCompileHint(source));
  }
  return scripts.length;
}
