import { type StateOvertimeRules } from '../../../overtime/types';
import { type StateCode } from '../../../states';
import { AGENCY_SOURCES as A } from '../agencySources';

/*
 * State overtime rules for household employees where they differ from the FLSA (40 hours a week,
 * live-out only). Checked and not modelled:
 * - AK: the Alaska Wage and Hour Act's overtime (AS 23.10.060: after 8 hours a day or 40 a week)
 *   does not reach a household: AS 23.10.055 exempts domestic service (babysitting included) in or
 *   about a private home, and 23.10.060(d)(1) employers of fewer than four employees (AK DOLWD
 *   "Summary of Alaska Wage and Hour Act"). Nothing beyond the FLSA applies.
 * - NV live-in: NRS 608.018 sets overtime after 40 hours a week (and 8 a day below 1.5× the
 *   minimum wage), but whether its exemption list (608.018(3)) takes in live-in domestic workers was
 *   not confirmed: the copies found are truncated, and before 2019 live-ins were outside the
 *   minimum wage law (old NRS 608.250(2)(b)). A live-in keeps the FLSA rule, with a notice saying
 *   so. The 4 × 10-hour schedule NRS 608.018(1)(b) allows by mutual agreement is not modelled.
 * IL and MN live-in overtime rest on the statutes read in the November 2026 check
 * (docs/tax-data.md#live-in-overtime); both are marked estimated because the retrieved texts were partial.
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
  IL: {
    liveIn: {
      value: { weekly: 40 },
      ...A.IL_820_ILCS_105,
      estimated: true,
      note: 'No live-in exemption appears in 820 ILCS 105/4a(2); IDOL’s rule text was read in part only.',
    },
    liveInNotice:
      'Illinois: a live-in domestic worker is owed overtime after 40 hours a week (820 ILCS 105/4a has no live-in exemption). Hours worked may leave out bona fide meal periods of at least 20 minutes, rest periods, and sleep of up to 8 hours when at least 5 hours are uninterrupted and adequate sleeping quarters are provided (56 Ill. Adm. Code 210), so enter only the hours worked.',
  },
  MA: {
    liveIn: { value: { weekly: 40 }, ...A.MA_AGO_DW },
  },
  MN: {
    liveIn: {
      value: { weekly: 48 },
      ...A.MN_STAT_177_25,
      estimated: true,
      note: 'A live-out keeps the FLSA’s 40 hours; §177.23 subd. 7 was read in part only.',
    },
    liveInNotice:
      'Minnesota: a live-in is owed overtime after 48 hours a week (Minn. Stat. 177.25); a live-out keeps the federal 40. For a live-in on 24-hour duty, you and the employee may agree to leave out meal periods and up to 8 hours of sleep, and time spent on the premises is not all working time (Minn. R. 5200.0121), so enter only the hours worked.',
  },
  NV: {
    liveOut: {
      value: { weekly: 40, daily: 8, dailyBelowMinimumWageMultiple: 1.5 },
      ...A.NRS_608_018,
      note: 'Daily overtime only at a regular rate below 1.5 × Nevada’s minimum wage ($18.00 at $12.00); a workday is the 24 hours from the start of work (NRS 608.0126).',
    },
    liveInNotice:
      'Nevada: whether its overtime law (NRS 608.018) covers a live-in domestic worker is unconfirmed, so the federal live-in exemption is used here; check with the Nevada Labor Commissioner. A live-in and the employer may agree in writing to leave out meal periods of at least 30 minutes, sleep of up to 8 hours and genuine off-duty time (NRS 608.215).',
  },
  NY: {
    liveIn: { value: { weekly: 44 }, ...A.NY_LABOR_170 },
  },
  OR: {
    liveIn: { value: { weekly: 44 }, ...A.ORS_653_547 },
  },
};
