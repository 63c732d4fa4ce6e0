// Regenerates the sample contract PDFs in public/static/documents from the contract pages, so the
// PDF and the page never disagree. The pages' print stylesheet leaves only the agreement.
// Usage: start the site (npm start), then: node scripts/contract-pdfs.mjs [site URL]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.mjs';

const site = (process.argv[2] ?? 'http://localhost:3000/app/hp-vhp').replace(/\/$/, '');
const CONTRACTS = ['sample-nanny-contract', 'sample-senior-care-contract'];

const chromium = ensureChromium();
for (const page of CONTRACTS) {
  const output = path.join(ROOT, 'public', 'static', 'documents', `${page}.pdf`);
  const result = spawnSync(
    chromium,
    [...CHROMIUM_ARGS, '--no-pdf-header-footer', `--print-to-pdf=${output}`, `${site}/${page}`],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (result.status !== 0) {
    console.error(`Could not print ${page}: ${result.stderr.toString()}`);
    process.exit(1);
  }
  console.log(`> ${path.relative(ROOT, output)}`);
}
