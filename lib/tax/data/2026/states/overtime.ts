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
 * - IL: domestic workers have been under the Minimum Wage Law (820 ILCS 105/4a: 40 hours a week,
 *   the FLSA's limit) since 2017 (P.A. 99-0758); whether a live-in is covered, which would differ
 *   from the FLSA, was not confirmed: no text of the exemptions or of IDOL's 2022 domestic-worker
 *   rules was found, only a law firm's summary mentioning sleep periods of live-ins.
 * - MN: Minn. Stat. §177.25 sets overtime after 48 hours a week, less than the FLSA's 40 for a
 *   live-out; for a live-in it would add overtime after 48, but the full list of exclusions in
 *   §177.23 subd. 7 (it names babysitters working as sole practitioners) was not retrieved, so a
 *   live-in's coverage is unconfirmed.
 * - NV live-in: NRS 608.215 lets a live-in and the employer agree in writing on the hours paid, and
 *   GTM's summary of the 2017 Domestic Workers' Bill of Rights says overtime is not required for
 *   live-in employees; the exemption's text was not retrieved, so a live-in keeps the FLSA rule.
 *   The 4 × 10-hour schedule NRS 608.018(1)(b) allows by mutual agreement is not modelled.
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
  NV: {
    liveOut: {
      value: { weekly: 40, daily: 8, dailyBelowMinimumWageMultiple: 1.5 },
      ...A.NRS_608_018,
      note: 'Daily overtime only at a regular rate below 1.5 × Nevada’s minimum wage ($18.00 at $12.00); a workday is the 24 hours from the start of work (NRS 608.0126).',
    },
  },
  NY: {
    liveIn: { value: { weekly: 44 }, ...A.NY_LABOR_170 },
  },
  OR: {
    liveIn: { value: { weekly: 44 }, ...A.ORS_653_547 },
  },
};
