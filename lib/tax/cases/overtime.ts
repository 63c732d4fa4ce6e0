import { type StateCode } from '../states';
import { usd } from './arithmetic';
import { type NannyTaxCase } from './types';

/** One week of hourly work and the overtime rule that applies to it. */
interface OvertimeWeek {
  state: StateCode;
  name: string;
  rate: number;
  hours: number;
  days?: number;
  liveIn?: boolean;
  personalAttendant?: boolean;
  /** Hours paid at 1.5× under the rule, worked out in `why`. */
  overtimeHours: number;
  document: string;
  why: string;
}

const FLSA =
  'FLSA §7(a) and §13(b)(21) (29 U.S.C. 207(a), 213(b)(21)); 29 CFR 552.100–552.102: a live-out domestic employee gets 1.5× the regular rate for hours over 40 in a workweek; a live-in domestic employee is exempt from federal overtime';

// Live-out weeks under the FLSA alone (the state adds no household rule that changes 45 hours
// over 5 days at $20 an hour: 9 hours a day stays under Colorado's 12 and Nevada's rate test).
const FLSA_STATES: readonly StateCode[] = [
  'TX',
  'FL',
  'GA',
  'OH',
  'PA',
  'VA',
  'NC',
  'AZ',
  'NJ',
  'CO',
];

const WEEKS: readonly OvertimeWeek[] = [
  ...FLSA_STATES.map((state) => ({
    state,
    name: 'flsa-45-hours',
    rate: 20,
    hours: 45,
    overtimeHours: 5,
    document: FLSA,
    why: '45 − 40 = 5 overtime hours',
  })),
  {
    state: 'TX',
    name: 'flsa-live-in',
    rate: 20,
    hours: 50,
    liveIn: true,
    overtimeHours: 0,
    document: FLSA,
    why: 'live-in: no federal overtime, Texas has no household rule',
  },
  {
    state: 'NY',
    name: 'live-in-44',
    rate: 20,
    hours: 50,
    liveIn: true,
    overtimeHours: 6,
    document:
      'New York Labor Law §170 and 12 NYCRR 142-2.2: a residential (live-in) employee gets overtime after 44 hours a week',
    why: '50 − 44 = 6 overtime hours',
  },
  {
    state: 'NY',
    name: 'live-out-40',
    rate: 20,
    hours: 50,
    overtimeHours: 10,
    document: `12 NYCRR 142-2.2 and ${FLSA}`,
    why: '50 − 40 = 10 overtime hours',
  },
  {
    state: 'OR',
    name: 'live-in-44',
    rate: 20,
    hours: 50,
    liveIn: true,
    overtimeHours: 6,
    document:
      'ORS 653.547: a domestic worker who resides in the household gets 1.5× after 44 hours a week',
    why: '50 − 44 = 6 overtime hours',
  },
  {
    state: 'MA',
    name: 'live-in-40',
    rate: 20,
    hours: 50,
    liveIn: true,
    overtimeHours: 10,
    document:
      'Massachusetts Domestic Workers Bill of Rights (M.G.L. c.149 §190) and c.151 §1A: domestic workers, live-in included, get overtime after 40 hours',
    why: '50 − 40 = 10 overtime hours',
  },
  {
    state: 'HI',
    name: 'live-in-40',
    rate: 20,
    hours: 50,
    liveIn: true,
    overtimeHours: 10,
    document:
      'Hawaii Domestic Workers Bill of Rights (HRS §387-3, Act 248 of 2013): overtime after 40 hours, live-in domestic workers included',
    why: '50 − 40 = 10 overtime hours',
  },
  {
    state: 'MN',
    name: 'live-in-48',
    rate: 20,
    hours: 50,
    liveIn: true,
    overtimeHours: 2,
    document: 'Minn. Stat. §177.25: overtime after 48 hours in a workweek',
    why: '50 − 48 = 2 overtime hours',
  },
  {
    state: 'CA',
    name: 'personal-attendant-9-45-live-in',
    rate: 20,
    hours: 50,
    days: 5,
    liveIn: true,
    overtimeHours: 5,
    document: `California Labor Code §1454 (Domestic Worker Bill of Rights): a personal attendant gets 1.5× for hours over 9 in a workday or 45 in a workweek; live-in, so the FLSA's 40 hours do not apply (${FLSA})`,
    why: '10 a day: 5 × (10 − 9) = 5 daily overtime hours; the week’s 50 − 45 = 5 are the same hours',
  },
  {
    state: 'CA',
    name: 'personal-attendant-54-hours-live-in',
    rate: 20,
    hours: 54,
    days: 6,
    liveIn: true,
    overtimeHours: 9,
    document:
      'California Labor Code §1454: overtime over 9 in a workday or 45 in a workweek (live-in: no federal overtime)',
    why: '9 a day: no daily overtime; 54 − 45 = 9 weekly overtime hours',
  },
  {
    state: 'CA',
    name: 'personal-attendant-live-out-flsa',
    rate: 20,
    hours: 50,
    days: 5,
    overtimeHours: 10,
    document: `California Labor Code §1454 (9 a day, 45 a week) and, for a live-out worker, the more generous ${FLSA}`,
    why: 'the FLSA’s 50 − 40 = 10 weekly overtime hours include the 5 × (10 − 9) = 5 daily ones',
  },
  {
    state: 'CA',
    name: 'wage-order-15-live-out',
    rate: 20,
    hours: 50,
    days: 5,
    personalAttendant: false,
    overtimeHours: 10,
    document:
      'IWC Wage Order 15 §3(A)(1): a live-out household worker who is not a personal attendant gets 1.5× over 8 hours a day and 40 a week, 2× over 12 a day',
    why: '10 a day: 5 × (10 − 8) = 10 daily overtime hours; the week’s 50 − 40 = 10 are the same hours',
  },
  {
    state: 'CA',
    name: 'wage-order-15-12-hour-days',
    rate: 20,
    hours: 48,
    days: 4,
    personalAttendant: false,
    overtimeHours: 16,
    document: 'IWC Wage Order 15 §3(A)(1): 1.5× over 8 hours a day and 40 a week, 2× over 12 a day',
    why: '12 a day: 4 × (12 − 8) = 16 daily overtime hours, none over 12; straight time 4 × 8 = 32 ≤ 40',
  },
  {
    state: 'CO',
    name: 'comps-12-a-day',
    rate: 20,
    hours: 45,
    days: 3,
    overtimeHours: 9,
    document: 'Colorado COMPS Order #39, Rule 4.1.1: 1.5× over 40 hours a week or 12 hours a day',
    why: '15 a day: 3 × (15 − 12) = 9 daily overtime hours; the week’s 45 − 40 = 5 are among them',
  },
  {
    state: 'NV',
    name: 'daily-8-below-1.5x-minimum',
    rate: 15,
    hours: 45,
    days: 5,
    overtimeHours: 5,
    document:
      'NRS 608.018(1): 1.5× over 8 hours in a workday for an employee paid less than 1.5× the minimum wage ($12.00 from July 1, 2024, NRS 608.250): $15 < $18',
    why: '9 a day: 5 × (9 − 8) = 5 daily overtime hours; the week’s 45 − 40 = 5 are the same hours',
  },
];

function overtimeCase(week: OvertimeWeek): NannyTaxCase {
  const straight = week.hours - week.overtimeHours;
  const premiumRate = week.rate * 1.5;
  const gross = straight * week.rate + week.overtimeHours * premiumRate;
  return {
    id: `2026-${week.state}-overtime-${week.name}`,
    family: 'overtime',
    route: 'nanny-tax',
    request: {
      taxYear: 2026,
      payDate: '2026-03-06',
      state: week.state,
      pay: { amount: week.rate, per: 'hour', type: 'gross' },
      hoursPerWeek: week.hours,
      payFrequency: 'weekly',
      ...(week.days !== undefined ? { daysPerWeek: week.days } : {}),
      ...(week.liveIn ? { liveIn: true } : {}),
      ...(week.personalAttendant === false ? { personalAttendant: false } : {}),
    },
    expected: {
      perPaycheck: { grossWages: gross },
      payRates: { regularHourly: week.rate, overtimeHourly: premiumRate },
    },
    source: {
      document: week.document,
      method: 'Straight-time hours at the hourly rate, overtime hours at 1.5× the regular rate.',
      computation: `${week.hours} hours${week.days ? ` over ${week.days} days` : ''}${
        week.liveIn ? ', live-in' : ''
      }: ${week.why}; ${straight} × ${usd(week.rate)} + ${week.overtimeHours} × ${usd(
        premiumRate,
      )} = ${usd(gross)} a week`,
    },
  };
}

/** Overtime under the FLSA and the states' household rules, one weekly paycheck each. */
export const OVERTIME_CASES: readonly NannyTaxCase[] = WEEKS.map(overtimeCase);
