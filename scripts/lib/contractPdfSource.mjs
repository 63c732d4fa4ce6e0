// Loads the sample contracts' data straight from the TypeScript modules the pages render
// (Node strips the types itself): the PDFs and the pages share one text. Only the project's `@/`
// alias and extensionless relative imports need resolving.
import { registerHooks } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { ROOT } from './build.mjs';

/** Resolves `@/x` to `<root>/x.ts` and `./x` to `./x.ts` when that file exists. */
function resolveTypeScript(specifier, context, nextResolve) {
  const fromAlias = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : undefined;
  const parent = context.parentURL?.startsWith('file:') ? fileURLToPath(context.parentURL) : '';
  const fromRelative =
    specifier.startsWith('.') && parent.endsWith('.ts')
      ? path.resolve(path.dirname(parent), specifier)
      : undefined;
  const base = fromAlias ?? fromRelative;
  if (base && !path.extname(base) && existsSync(`${base}.ts`)) {
    return nextResolve(pathToFileURL(`${base}.ts`).href, context);
  }
  return nextResolve(specifier, context);
}

/** Marks the project's .ts files as TypeScript modules (package.json has no `"type"`). */
function loadTypeScript(url, context, nextLoad) {
  return url.endsWith('.ts')
    ? nextLoad(url, { ...context, format: 'module-typescript' })
    : nextLoad(url, context);
}

registerHooks({ resolve: resolveTypeScript, load: loadTypeScript });

const pages = await import(
  pathToFileURL(path.join(ROOT, 'lib/site/content/contractPages.ts')).href
);

/**
 * The contracts as the PDFs print them, each page in each language (English first): file name,
 * language, document title, a translation's statement, sections and the frame's words.
 */
export const CONTRACT_SOURCES = ['en', 'es'].flatMap((lang) =>
  Object.values(pages.CONTRACT_PAGES).map((byLocale) => {
    const page = byLocale[lang];
    return {
      fileName: page.contract.pdfFileName,
      lang,
      title: page.documentTitle,
      translation: page.contract.translation,
      sections: page.contract.sections,
      words: page.contract.words,
    };
  }),
);
