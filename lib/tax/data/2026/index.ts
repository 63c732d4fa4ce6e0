import { type TaxYearData } from '../../taxYearData';
import { CALENDAR_2026 } from './calendar';
import { FEDERAL_2026 } from './federal';
import { LOCALITIES_2026 } from './localities';
import { STATES_2026 } from './states';
import { LOCAL_INCOME_TAXES_2026, STATE_WITHHOLDING_2026 } from './withholding';

/** Tax year 2026: federal and 51 state tables, the states' withholding methods and the localities. */
export const TAX_YEAR_2026: TaxYearData = {
  year: 2026,
  federal: FEDERAL_2026,
  states: STATES_2026,
  stateWithholding: STATE_WITHHOLDING_2026,
  localIncomeTaxes: LOCAL_INCOME_TAXES_2026,
  localities: LOCALITIES_2026,
  calendar: CALENDAR_2026,
};
