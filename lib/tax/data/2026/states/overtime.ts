import { type StateOvertimeRules } from '../../../overtime/types';
import { type StateCode } from '../../../states';
import { AGENCY_SOURCES as A } from '../agencySources';

/*
 * State overtime rules for household employees where they differ from the FLSA (40 hours a week,
 * live-out only). Checked and not modelled: IL (domestic workers under the Minimum Wage Law
 * since 2017, but no source on live-ins found), MN (48 hours a week under state law; its
 * household exemptions were not confirmed), NV (NRS 608.018: daily overtime after 8 hours
 * only for pay under 1.5× the minimum wage, a pay-dependent rule not modelled), AK (no source).
 */
export const OVERTIME_2026: Readonly<Partial<Record<StateCode, StateOvertimeRules>>> = {
  CA: {
    liveOut: {
      value: {
        weekly: 40,
        daily: 8,
        dailyDouble: 12,
        premiumDays: { fromDay: 7, overtimeUpTo: 8 },
      },
      ...A.CA_WAGE_ORDER_15,
      note: 'Household workers who are not personal attendants.',
    },
    liveIn: {
      value: { daily: 9, premiumDays: { fromDay: 6, overtimeUpTo: 9 } },
      ...A.CA_WAGE_ORDER_15_LIVE_IN,
      note: 'Live-in household workers who are not personal attendants: 12 hours off duty a day with 3 off within the 12-hour span, so hours past 9 fall in off-duty time.',
    },
    personalAttendant: {
      value: { weekly: 45, daily: 9 },
      ...A.CA_LC_1454,
      note: 'Applies live-in or not; a live-out nanny also keeps the FLSA’s 40 hours a week.',
    },
  },
  CO: {
    liveOut: { value: { weekly: 40, daily: 12 }, ...A.CO_COMPS },
  },
  HI: {
    liveIn: { value: { weekly: 40 }, ...A.HI_DLIR_DW },
  },
  MA: {
    liveIn: { value: { weekly: 40 }, ...A.MA_AGO_DW },
  },
  NY: {
    liveIn: { value: { weekly: 44 }, ...A.NY_LABOR_170 },
  },
  OR: {
    liveIn: { value: { weekly: 44 }, ...A.ORS_653_547 },
  },
};
