import { type PaymentCalendar } from '../../calendar';
import { AGENCY_SOURCES as A } from './agencySources';
import { STATE_RETURNS_2026 } from './stateReturns';

const UI_NOTE =
  'The usual rule (last day of the month after the quarter); check your state, some let household employers file once a year.';

/** Tax year 2026's payment and filing dates. */
export const CALENDAR_2026: PaymentCalendar = {
  estimatedTax: [
    { value: '2026-04-15', ...A.IRS_1040ES_2026 },
    { value: '2026-06-15', ...A.IRS_1040ES_2026 },
    { value: '2026-09-15', ...A.IRS_1040ES_2026 },
    { value: '2027-01-15', ...A.IRS_1040ES_2026 },
  ],
  stateUiReports: [
    { value: '2026-04-30', ...A.STATE_UI_QUARTERLY, estimated: true, note: UI_NOTE },
    { value: '2026-07-31', ...A.STATE_UI_QUARTERLY, estimated: true, note: UI_NOTE },
    {
      value: '2026-11-02',
      ...A.STATE_UI_QUARTERLY,
      estimated: true,
      note: `October 31, 2026 is a Saturday. ${UI_NOTE}`,
    },
    {
      value: '2027-02-01',
      ...A.STATE_UI_QUARTERLY,
      estimated: true,
      note: `January 31, 2027 is a Sunday. ${UI_NOTE}`,
    },
  ],
  w2: {
    value: '2027-02-01',
    ...A.IRS_W2_2026,
    note: 'January 31, 2027 is a Sunday, so the deadline is Monday, February 1.',
  },
  scheduleH: { value: '2027-04-15', ...A.IRS_SCHEDULE_H },
  stateReturns: STATE_RETURNS_2026,
};
