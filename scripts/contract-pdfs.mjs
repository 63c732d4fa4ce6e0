// Regenerates the sample contract PDFs in public/static/documents from their document template
// and the contract data the pages render (docs/site.md#sample-contracts). No site needs to run.
// Usage: node scripts/contract-pdfs.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';
import { contractDocumentHtml } from './lib/contractPdfDocument.mjs';
import { contractPdfDigest, DIGEST_FILE, DOCUMENTS_DIR } from './lib/contractPdfDigest.mjs';
import { CONTRACT_SOURCES } from './lib/contractPdfSource.mjs';

const chromium = ensureChromium();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'contract-pdfs-'));
try {
  for (const contract of CONTRACT_SOURCES) {
    const html = path.join(workDir, contract.fileName.replace(/\.pdf$/, '.html'));
    writeFileSync(html, contractDocumentHtml(contract));
    const output = path.join(DOCUMENTS_DIR, contract.fileName);
    const result = spawnSync(
      chromium,
      [
        ...CHROMIUM_ARGS,
        '--no-pdf-header-footer',
        `--print-to-pdf=${output}`,
        pathToFileURL(html).href,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    if (result.status !== 0) {
      console.error(`Could not print ${contract.fileName}: ${result.stderr.toString()}`);
      process.exit(1);
    }
    console.log(`> ${path.relative(ROOT, output)}`);
  }
  writeFileSync(DIGEST_FILE, `${contractPdfDigest(CONTRACT_SOURCES)}\n`);
  console.log(`> ${path.relative(ROOT, DIGEST_FILE)}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
