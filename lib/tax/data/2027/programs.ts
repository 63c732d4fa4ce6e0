import { type StateCode } from '../../states';
import { type ProgramContribution } from '../../types';
import { TAX_YEAR_2026 } from '../2026';
import { marylandFamli } from './famli';
import { SS_WAGE_BASE_CARRIED } from './federal';
import { withReason } from './withReason';
import { PROGRAM_RATE_LEADS_2027 } from './leads';
import { STATUTE_SOURCES_2027 as L } from './statuteSources';

/*
 * The 2027 program contributions: carried from 2026, except the rates a statute fixes with no
 * annual adjustment (WA Cares, Vermont's child care contribution, New York DBL), and Maryland
 * FAMLI, which starts in 2027 (docs/tax-data.md#tax-year-2027).
 */

/** New York DBL's 2026 figures cite WCL §209 alone, which holds for 2027 as it is. */
const NY_DBL_2026 = TAX_YEAR_2026.states.NY.programs.find((p) => p.code === 'NY_DBL');

function withStatute(program: ProgramContribution): ProgramContribution {
  switch (program.code) {
    case 'WA_CARES':
      return { ...program, rate: { value: 0.0058, ...L.WA_CARES } };
    case 'VT_CHILD_CARE': {
      const value = program.payer === 'employee' ? 0.0011 : 0.0033;
      return { ...program, rate: { value, ...L.VT_CHILD_CARE, estimated: true } };
    }
    case 'NY_DBL':
      return NY_DBL_2026 ?? program;
    default: {
      const lead = PROGRAM_RATE_LEADS_2027[program.code];
      return lead ? { ...program, rate: withReason(program.rate, lead) } : program;
    }
  }
}

/** A state's 2027 programs from its carried 2026 ones. */
export function programs2027(
  code: StateCode,
  carried: readonly ProgramContribution[],
): ProgramContribution[] {
  const programs = carried.map(withStatute);
  return code === 'MD' ? [...programs, ...marylandFamli(SS_WAGE_BASE_CARRIED)] : programs;
}
