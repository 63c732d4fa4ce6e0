import { STATE_CODES, type StateCode } from '../../states';
import { type StateTaxData, type TaxYearData } from '../../taxYearData';
import { TAX_YEAR_2026 } from '../2026';
import { carryForward } from '../carryForward';
import { CALENDAR_2027 } from './calendar';
import { federal2027 } from './federal';
import { localities2027 } from './localities';
import { minimumWage2027 } from './minimumWages';
import { programs2027 } from './programs';
import { NOT_PUBLISHED } from './reasons';
import { unemployment2027 } from './unemployment';

/** Every 2026 figure carried into 2027, marked, before the known ones replace theirs. */
const CARRIED = carryForward(TAX_YEAR_2026, 2026, 2027, NOT_PUBLISHED);

/** The 2027 states: carried, with the figures a statute sets and the named leads' reasons. */
const STATES_2027: TaxYearData['states'] = Object.fromEntries(
  STATE_CODES.map((code): [StateCode, StateTaxData] => {
    const state = CARRIED.states[code];
    // A year's notices are its own (Maryland's said FAMLI starts in 2027: now it is a line).
    return [
      code,
      {
        ...state,
        minimumWage: minimumWage2027(code, state.minimumWage),
        unemployment: unemployment2027(code, state.unemployment),
        programs: programs2027(code, state.programs),
        notices: [],
      },
    ];
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
