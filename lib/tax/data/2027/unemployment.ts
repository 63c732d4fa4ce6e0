import { type StateCode } from '../../states';
import { type StateTaxData } from '../../taxYearData';
import { type Figure } from '../../types';
import { TAX_YEAR_2026 } from '../2026';
import { carriedFigure } from '../carryForward';
import { UI_WAGE_BASE_LEADS_2027 } from './leads';
import { WY_WAGE_BASE_2027 } from './reasons';
import { withReason } from './withReason';
import { STATUTE_SOURCES_2027 as L } from './statuteSources';

/**
 * 2027 state unemployment wage bases a statute fixes (no indexing, no fund trigger): 2027's own.
 * Every other base, and every new-employer rate, stays carried (docs/tax-data.md#tax-year-2027).
 */
const STATUTORY_WAGE_BASES: Partial<Record<StateCode, Figure<number>>> = {
  AZ: { value: 8_000, ...L.AZ_UI_BASE },
  CA: { value: 7_000, ...L.CA_UI_BASE },
  FL: { value: 7_000, ...L.FL_UI_BASE },
  OH: { value: 9_000, ...L.OH_UI_BASE },
  PA: { value: 10_000, ...L.PA_UI_BASE },
  TX: { value: 9_000, ...L.TX_UI_BASE },
  VA: { value: 8_000, ...L.VA_UI_BASE },
};

/** The 2027 wage base of a state's unemployment figures: a statute's, or carried with a reason. */
function wageBase2027(code: StateCode, carried: Figure<number>): Figure<number> {
  const statutory = STATUTORY_WAGE_BASES[code];
  if (statutory) return statutory;
  if (code === 'WY')
    return carriedFigure(
      TAX_YEAR_2026.states.WY.unemployment.wageBase,
      2026,
      2027,
      WY_WAGE_BASE_2027,
    );
  const lead = UI_WAGE_BASE_LEADS_2027[code];
  return lead ? withReason(carried, lead) : carried;
}

/** A state's carried 2027 unemployment figures with the known wage bases put in. */
export function unemployment2027(
  code: StateCode,
  carried: StateTaxData['unemployment'],
): StateTaxData['unemployment'] {
  return { ...carried, wageBase: wageBase2027(code, carried.wageBase) };
}
