import { GOLDEN_CASES } from './goldenCases';
import { CASE_FAMILIES, type CaseFamily, type GoldenCase } from './types';

/** The body of `GET /api/nanny-tax/cases` (docs/tax.md#golden-cases). */
export interface PublishedCases {
  /** Changes whenever any case changes: a hash of the cases. */
  version: string;
  /** Where the expected figures come from, in one sentence. */
  generatedFrom: string;
  count: number;
  /** How many cases each family holds. */
  families: Record<CaseFamily, number>;
  cases: readonly GoldenCase[];
}

export const GENERATED_FROM =
  'lib/tax/cases: each expected figure is worked by hand from the agency document the case names (its worked example, or its method with the arithmetic written out), never taken from the engine';

/** FNV-1a, 32 bits, as 8 hex digits: a stable fingerprint, not a security hash. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

function familyCounts(cases: readonly GoldenCase[]): Record<CaseFamily, number> {
  const counts = Object.fromEntries(CASE_FAMILIES.map((family) => [family, 0])) as Record<
    CaseFamily,
    number
  >;
  for (const golden of cases) counts[golden.family] += 1;
  return counts;
}

/** The golden cases as published, with their count per family and a version. */
export function publishedCases(cases: readonly GoldenCase[] = GOLDEN_CASES): PublishedCases {
  return {
    version: fingerprint(JSON.stringify(cases)),
    generatedFrom: GENERATED_FROM,
    count: cases.length,
    families: familyCounts(cases),
    cases,
  };
}
