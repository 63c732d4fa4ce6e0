import { type Figure } from '../types';

/** When 1.5× (and 2×) pay starts. Absent limits do not apply. */
export interface OvertimeThresholds {
  /** 1.5× for straight-time hours above this in a workweek. */
  readonly weekly?: number;
  /** 1.5× for hours above this in a workday. */
  readonly daily?: number;
  /** 2× for hours above this in a workday (CA Wage Order 15 §3(A)(1): 12). */
  readonly dailyDouble?: number;
  /**
   * Premium days: from workday `fromDay` of the week on, every hour is paid extra, the first
   * `overtimeUpTo` at 1.5× and the rest at 2× (CA Wage Order 15 §3(A): the seventh day, first 8
   * hours, for other household workers; the sixth and seventh days, first 9 hours, for live-ins).
   */
  readonly premiumDays?: { readonly fromDay: number; readonly overtimeUpTo: number };
  /**
   * The daily limit applies only while the regular rate is below this multiple of the state's
   * minimum wage (NV NRS 608.018(1): 1.5); at or above it only the weekly limit does (608.018(2)).
   */
  readonly dailyBelowMinimumWageMultiple?: number;
}

/**
 * A state's overtime rules for household employees where they differ from the FLSA (40 a week,
 * live-out only). The employee gets the more generous of the FLSA and the state rule, hour by hour.
 */
export interface StateOvertimeRules {
  readonly liveOut?: Figure<OvertimeThresholds>;
  readonly liveIn?: Figure<OvertimeThresholds>;
  /**
   * Rules for a personal attendant (CA Labor Code §1451: most of the time spent supervising,
   * feeding or dressing a child or a person who needs care), live-in or not; replaces the two above.
   */
  readonly personalAttendant?: Figure<OvertimeThresholds>;
  /**
   * Shown with a live-in's overtime warning: the hours the state lets the household leave out
   * (sleep, meal periods), or what about the state's live-in rule is unconfirmed.
   */
  readonly liveInNotice?: string;
}
