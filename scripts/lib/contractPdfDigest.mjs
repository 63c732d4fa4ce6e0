// The fingerprint of what the contract PDFs are made from (the template and the contract data),
// stored beside the PDFs so a test notices text changed without regenerating them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './build.mjs';

/** Where the PDFs and their fingerprint live. */
export const DOCUMENTS_DIR = path.join(ROOT, 'public', 'static', 'documents');
/** The stored fingerprint's file. */
export const DIGEST_FILE = path.join(DOCUMENTS_DIR, 'contracts.sha256');
const TEMPLATE_FILE = path.join(ROOT, 'scripts', 'lib', 'contractPdfDocument.mjs');

/** SHA-256 (hex) of the template's source and the contracts' data. */
export function contractPdfDigest(contracts) {
  return createHash('sha256')
    .update(readFileSync(TEMPLATE_FILE))
    .update(JSON.stringify(contracts))
    .digest('hex');
}
