// The committed sample-contract PDFs, English and Spanish: parsed (no browser needed), they carry
// the brand's embedded type, the contract's text and signature block in its language, its title
// and language in the document's metadata, no web copy, and match the current template and data
// (docs/site.md#sample-contracts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { BRAND_NAME } from '../../scripts/lib/contractPdfDocument.mjs';
import {
  contractPdfDigest,
  DIGEST_FILE,
  DOCUMENTS_DIR,
} from '../../scripts/lib/contractPdfDigest.mjs';
import { CONTRACT_SOURCES } from '../../scripts/lib/contractPdfSource.mjs';

const EXPECTED_PAGES = 2;
const BRAND_FONT = /^[A-Z]{6}\+(Figtree|Lora)-/;
const WEB_COPY = [
  'The sample agreement',
  'Fill in the blanks together',
  'Download the free PDF',
  'What to agree on before the first day',
  'Not sure what your state requires',
  'El modelo de contrato',
  'Llenen juntos los espacios en blanco',
  'Descargar el PDF gratis',
  'Qué acordar antes del primer día',
  '¿No sabe qué exige su estado?',
];

/** Every page's text (joined), the embedded fonts the pages use and the metadata, read with pdf.js. */
async function readPdf(fileName) {
  const data = new Uint8Array(readFileSync(path.join(DOCUMENTS_DIR, fileName)));
  const loading = getDocument({ data, disableFontFace: true, fontExtraProperties: true });
  const pdf = await loading.promise;
  const pages = [];
  const fonts = new Map();
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    const operators = await page.getOperatorList();
    operators.fnArray.forEach((fn, index) => {
      if (fn !== OPS.setFont) return;
      const font = page.commonObjs.get(operators.argsArray[index][0]);
      fonts.set(font.name, font.missingFile);
    });
  }
  const { info } = await pdf.getMetadata();
  await loading.destroy();
  return { pages, text: pages.join('\n').replace(/\s+/g, ' '), fonts, info };
}

for (const contract of CONTRACT_SOURCES) {
  test(`${contract.fileName}: brand type embedded, contract text, no web copy`, async () => {
    const { pages, text, fonts, info } = await readPdf(contract.fileName);
    assert.equal(pages.length, EXPECTED_PAGES);
    assert.ok(fonts.size > 0, 'the PDF uses fonts');
    for (const [name, missingFile] of fonts) {
      assert.match(name, BRAND_FONT, `${name} is one of the site's fonts`);
      assert.doesNotMatch(name, /Liberation|Times/i);
      assert.equal(missingFile, false, `${name} is embedded`);
    }
    assert.ok(text.includes(contract.title), 'the document title');
    assert.equal(info.Title, contract.title, 'the title in the metadata');
    assert.equal(info.Language, contract.lang, 'the language in the catalog');
    if (contract.translation) assert.ok(text.includes(contract.translation), 'what it translates');
    for (const section of contract.sections)
      assert.ok(text.includes(section.heading), section.heading);
    for (const { caption } of contract.words.parties)
      assert.ok(text.includes(caption), `${caption} signature`);
    for (const line of contract.words.signatureLines) assert.ok(text.includes(line), line);
    for (const copy of WEB_COPY) assert.ok(!text.includes(copy), `no web copy: ${copy}`);
    pages.forEach((page, index) => {
      const squeezed = page.replace(/\s+/g, ' ');
      assert.ok(squeezed.includes(BRAND_NAME), `page ${index + 1} header: brand`);
      assert.ok(
        squeezed.includes(
          `${contract.words.page} ${index + 1} ${contract.words.of} ${pages.length}`,
        ),
        `page ${index + 1} footer`,
      );
    });
  });
}

test('each contract has its PDF in English and in Spanish, the Spanish saying what it translates', () => {
  const byLanguage = (lang) => CONTRACT_SOURCES.filter((contract) => contract.lang === lang);
  assert.equal(byLanguage('en').length, 2);
  assert.equal(byLanguage('es').length, 2);
  for (const contract of byLanguage('en')) assert.equal(contract.translation, undefined);
  for (const contract of byLanguage('es')) assert.match(contract.translation, /traducción/i);
  assert.equal(new Set(CONTRACT_SOURCES.map((contract) => contract.fileName)).size, 4);
});

test('the PDFs match the current template and contract data', () => {
  const stored = readFileSync(DIGEST_FILE, 'utf8').trim();
  assert.equal(
    stored,
    contractPdfDigest(CONTRACT_SOURCES),
    'The contract text or its template changed: run `node scripts/contract-pdfs.mjs` and commit the PDFs.',
  );
});
