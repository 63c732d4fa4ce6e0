import { STATE_CODES, type StateCode } from '../../states';
import { type StateTaxData, type TaxYearData } from '../../taxYearData';
import { type Figure } from '../../types';
import { TAX_YEAR_2026 } from '../2026';
import { carriedFigure, carryForward } from '../carryForward';
import { CALENDAR_2027 } from './calendar';
import { marylandFamli } from './famli';
import { federal2027, SS_WAGE_BASE_CARRIED } from './federal';
import { localities2027 } from './localities';
import { MINIMUM_WAGES_2027 } from './minimumWages';
import { NOT_PUBLISHED, WY_WAGE_BASE_2027 } from './reasons';

/** Every 2026 figure carried into 2027, marked, before the known ones replace theirs. */
const CARRIED = carryForward(TAX_YEAR_2026, 2026, 2027, NOT_PUBLISHED);

/** A 2026 figure carried into 2027 with its own reason. */
function carried2026(figure: Figure<number>, reason: string): Figure<number> {
  return carriedFigure(figure, 2026, 2027, reason);
}

/** The 2027 states: carried, with the statutes' 2027 minimum wages and the named leads' reasons. */
const STATES_2027: TaxYearData['states'] = Object.fromEntries(
  STATE_CODES.map((code): [StateCode, StateTaxData] => {
    const state = CARRIED.states[code];
    const minimumWage = MINIMUM_WAGES_2027[code] ?? state.minimumWage;
    const unemployment =
      code === 'WY'
        ? {
            ...state.unemployment,
            wageBase: carried2026(TAX_YEAR_2026.states.WY.unemployment.wageBase, WY_WAGE_BASE_2027),
          }
        : state.unemployment;
    // A year's notices are its own (Maryland's said FAMLI starts in 2027: now it is a line).
    const programs =
      code === 'MD' ? [...state.programs, ...marylandFamli(SS_WAGE_BASE_CARRIED)] : state.programs;
    return [code, { ...state, minimumWage, unemployment, programs, notices: [] }];
  }),
) as TaxYearData['states'];

/**
 * Tax year 2027 (preliminary): almost every figure is the 2026 one, carried explicitly with the
 * reason (docs/tax.md#preliminary-answers); the figures a statute already sets are 2027's own.
 */
export const TAX_YEAR_2027: TaxYearData = {
  ...CARRIED,
  year: 2027,
  federal: federal2027(CARRIED.federal),
  states: STATES_2027,
  localities: localities2027(CARRIED.localities),
  calendar: CALENDAR_2027,
};
