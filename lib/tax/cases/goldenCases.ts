import { FICA_FUTA_CASES, TAX_YEAR_2027_CASES } from './federal';
import { LOCAL_TAX_CASES } from './localTax';
import { NANNY_SHARE_CASES } from './nannyShare';
import { NET_TO_GROSS_CASES } from './netToGross';
import { OVERTIME_CASES } from './overtime';
import { STATE_PROGRAM_CASES } from './statePrograms';
import { STATE_UI_CASES } from './stateUi';
import { STATE_WITHHOLDING_CASES } from './stateWithholding';
import { type GoldenCase } from './types';

/** Every published golden case (docs/tax.md#golden-cases), by family. */
export const GOLDEN_CASES: readonly GoldenCase[] = [
  ...FICA_FUTA_CASES,
  ...STATE_UI_CASES,
  ...STATE_PROGRAM_CASES,
  ...STATE_WITHHOLDING_CASES,
  ...NET_TO_GROSS_CASES,
  ...OVERTIME_CASES,
  ...LOCAL_TAX_CASES,
  ...NANNY_SHARE_CASES,
  ...TAX_YEAR_2027_CASES,
];
