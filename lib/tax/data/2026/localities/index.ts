import { localityList } from '../../../localities/minimumWages';
import { type LocalityData } from '../../../localities/types';
import { ENTER_RATE_LOCALITIES } from './enterRate';
import { INDIANA_LOCALITIES } from './indiana';
import { MARYLAND_LOCALITIES, MARYLAND_SCHEDULE_RATES } from './maryland';
import { CALIFORNIA_MINIMUM_WAGES } from './minimumWagesCalifornia';
import { OTHER_MINIMUM_WAGES } from './minimumWagesOther';
import { WASHINGTON_MINIMUM_WAGES } from './minimumWagesWashington';
import { NEW_YORK_LOCALITIES } from './newYork';
import { PENNSYLVANIA_LOCALITIES } from './pennsylvania';

/** The 2026 localities: local income taxes and local minimum wages in one list. */
export const LOCALITIES_2026: LocalityData = {
  list: localityList(
    [
      ...ENTER_RATE_LOCALITIES,
      ...INDIANA_LOCALITIES,
      ...MARYLAND_LOCALITIES,
      ...NEW_YORK_LOCALITIES,
      ...PENNSYLVANIA_LOCALITIES,
    ],
    [...WASHINGTON_MINIMUM_WAGES, ...CALIFORNIA_MINIMUM_WAGES, ...OTHER_MINIMUM_WAGES],
  ),
  marylandScheduleRates: MARYLAND_SCHEDULE_RATES,
};
