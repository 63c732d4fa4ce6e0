// @ts-check
// First-load JavaScript as the bench and the budget test count it: every script the served HTML
// loads (not nomodule polyfills), fetched and gzipped (docs/performance.md#first-load-budget).
import { gzipSync } from 'node:zlib';

/** The largest first load a page may have, gzip, in KiB. */
export const FIRST_LOAD_BUDGET_KB = 150;

/**
 * Scripts a modern browser loads: every <script src> except nomodule polyfills.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptSources(html) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\bnomodule\b/i.test(attributes))
    .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1])
    .filter((src) => src !== undefined);
}

/**
 * The page at `url` as served, and the scripts it loads first, fetched.
 * @param {string} url the page
 * @returns {Promise<{ html: string, scripts: { src: string, body: Buffer }[] }>}
 */
export async function fetchFirstLoad(url) {
  const html = await (await fetch(url)).text();
  const scripts = [];
  for (const src of scriptSources(html)) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    scripts.push({ src, body });
  }
  return { html, scripts };
}

/**
 * Gzip size in KiB of the scripts the page at `url` loads first.
 * @param {string} url the page
 * @returns {Promise<number>}
 */
export async function firstLoadKb(url) {
  const { scripts } = await fetchFirstLoad(url);
  return scripts.reduce((bytes, { body }) => bytes + gzipSync(body).length, 0) / 1024;
}
