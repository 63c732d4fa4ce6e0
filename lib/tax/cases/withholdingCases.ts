import { type WithholdingCaseEntry } from './withholdingCase';
import { CASES_ATOK } from './withholdingCasesAToK';
import { CASES_LTON } from './withholdingCasesLToN';
import { CASES_OTOW } from './withholdingCasesOToW';

// Worked cases, one or more per state with a wage income tax. Where the state's guide prints an
// example, it is the fixture (named in `doc`); otherwise the case is computed by hand from the
// guide's formula, arithmetic in `why`. Per-period printed tables can differ from the annualised
// formula by a cent or two; `tolerance` says so where it applies.
/** Every state's worked withholding cases. */
export const CASES: readonly WithholdingCaseEntry[] = [...CASES_ATOK, ...CASES_LTON, ...CASES_OTOW];
