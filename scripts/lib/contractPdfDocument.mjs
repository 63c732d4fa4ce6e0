// The printable document of a sample contract: an HTML page of its own (no web chrome, no web
// copy) with the brand's self-hosted type embedded, printed to PDF by Chromium
// (docs/site.md#sample-contracts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build.mjs';

/** The brand name in each page's header (the config's BRAND_NAME default). */
export const BRAND_NAME = 'HomePay';
const BRAND_COLOR = '#213F6B';
const TEXT_COLOR = '#15202E';
const MUTED_COLOR = '#48556A';

/** The site's own font files (from its @fontsource packages), as family, weight and file. */
export const BRAND_FONTS = [
  {
    family: 'Figtree',
    weight: '300 900',
    file: '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  },
  { family: 'Lora', weight: '400', file: '@fontsource/lora/files/lora-latin-400-normal.woff2' },
  { family: 'Lora', weight: '700', file: '@fontsource/lora/files/lora-latin-700-normal.woff2' },
];

const BLANK = /(_{2,})/;

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fontFaces() {
  return BRAND_FONTS.map(({ family, weight, file }) => {
    const data = readFileSync(path.join(ROOT, 'node_modules', file)).toString('base64');
    return `@font-face{font-family:'${family}';font-weight:${weight};font-style:normal;font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
  }).join('\n');
}

/** A clause with each run of underscores drawn as an empty line to write on, sized to the run. */
function clauseHtml(clause) {
  return clause
    .split(BLANK)
    .map((part) =>
      BLANK.test(part)
        ? `<span class="blank" style="width:${Math.max(3, part.length * 0.7)}ch"></span>`
        : escapeHtml(part),
    )
    .join('');
}

/** Consecutive clauses of one kind (with blanks or without), in the contract's order. */
function runsOfClauses(clauses) {
  const runs = [];
  for (const clause of clauses) {
    const hasBlank = BLANK.test(clause);
    const last = runs.at(-1);
    if (last && last.hasBlank === hasBlank) last.clauses.push(clause);
    else runs.push({ hasBlank, clauses: [clause] });
  }
  return runs;
}

/** A section: clauses with blanks as a table of fields to fill in, the others as a list. */
function sectionHtml(section, index) {
  const body = runsOfClauses(section.clauses)
    .map(({ hasBlank, clauses }) =>
      hasBlank
        ? `<table class="fields"><tbody>${clauses.map((clause) => `<tr><td>${clauseHtml(clause)}</td></tr>`).join('')}</tbody></table>`
        : `<ul>${clauses.map((clause) => `<li>${escapeHtml(clause)}</li>`).join('')}</ul>`,
    )
    .join('');
  return `<section><h2>${index + 1}. ${escapeHtml(section.heading)}</h2>${body}</section>`;
}

/** Two columns, one per party (the contract's own words), with lines to sign, print and date. */
function signatureHtml(words) {
  const column = (party) =>
    `<div class="party"><p class="caption">${escapeHtml(party.caption)}</p>${words.signatureLines.map((line) => `<p class="line">${escapeHtml(line)}</p>`).join('')}</div>`;
  return `<div class="signatures">${words.parties.map(column).join('')}</div>`;
}

/** A translation's statement of what it translates, under the title (none on the English ones). */
function translationHtml(translation) {
  return translation ? `<p class="translation">${escapeHtml(translation)}</p>` : '';
}

const STYLES = `
@page{size:Letter;margin:22mm 18mm 20mm;
  @top-left{content:'${BRAND_NAME}';font:700 10pt Figtree;color:${BRAND_COLOR}}
  @top-right{content:var(--title);font:400 9pt Figtree;color:${MUTED_COLOR}}
  @bottom-center{content:var(--page) ' ' counter(page) ' ' var(--of) ' ' counter(pages);font:400 9pt Figtree;color:${MUTED_COLOR}}}
html{font:400 10.5pt/1.5 Figtree;color:${TEXT_COLOR}}
body{margin:0}
h1{font:700 20pt/1.2 Lora;color:${BRAND_COLOR};text-align:center;margin:0 0 18pt}
.translation{font-style:italic;margin:-8pt 0 14pt;color:${MUTED_COLOR}}
h2{font:700 12.5pt/1.3 Lora;color:${BRAND_COLOR};margin:16pt 0 6pt;break-after:avoid}
section{break-inside:avoid-page}
ul{margin:0;padding-left:16pt}
li{margin:0 0 4pt}
table.fields{width:100%;border-collapse:collapse;margin:0 0 6pt}
table.fields td{border:0.75pt solid #C9D1DC;padding:7pt 8pt;line-height:2}
.blank{display:inline-block;border-bottom:0.75pt solid ${TEXT_COLOR};height:1.1em;vertical-align:baseline;margin:0 2pt}
.signatures{display:grid;grid-template-columns:1fr 1fr;gap:28pt;margin-top:30pt;break-inside:avoid}
.caption{font-weight:700;margin:0 0 18pt}
.line{border-top:0.75pt solid ${TEXT_COLOR};padding-top:3pt;margin:0 0 22pt;font-size:9pt;color:${MUTED_COLOR}}
`;

/** The page margins' text in the contract's words (CSS strings, not custom properties, there). */
function pageStyles(contract) {
  return STYLES.replace('var(--title)', JSON.stringify(contract.title))
    .replace('var(--page)', JSON.stringify(contract.words.page))
    .replace('var(--of)', JSON.stringify(contract.words.of));
}

/**
 * The whole printable HTML document of one contract ({ lang, title, translation, sections,
 * words }); its `lang` and title become the PDF's language and title.
 */
export function contractDocumentHtml(contract) {
  const title = escapeHtml(contract.title);
  return `<!doctype html><html lang="${contract.lang}"><head><meta charset="utf-8"><title>${title}</title>
<style>${fontFaces()}\n${pageStyles(contract)}</style></head>
<body><h1>${title}</h1>${translationHtml(contract.translation)}${contract.sections.map(sectionHtml).join('')}${signatureHtml(contract.words)}</body></html>`;
}
