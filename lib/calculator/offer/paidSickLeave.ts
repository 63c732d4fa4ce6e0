import { type StateCode } from '@/lib/tax/states';
import { type Figure } from '@/lib/tax/types';

/** What a state's law gives a household's one nanny in sick time (docs/calculator.md#offer-sheet). */
export interface SickLeaveMandate {
  /** Hours a year the employee can earn and use; null where the law caps only the carry-over. */
  readonly hoursPerYear: number | null;
  /** Paid for a one-employee household (some laws make small employers' leave unpaid). */
  readonly paid: boolean;
  /** The law, as the offer sheet cites it. */
  readonly law: string;
  /** The rule in one plain sentence, for the offer sheet. */
  readonly summary: string;
}

/**
 * Paid sick time for domestic workers, by state, for a household employing one nanny in 2026.
 * A `null` value: the state has a law, but it does not reach a one-employee household this year
 * (the note says when it will). A state missing here: no state mandate found. City ordinances
 * (New York City, Seattle, Chicago, …) are named where they add to the state's.
 */
export const PAID_SICK_LEAVE_2026: Readonly<
  Partial<Record<StateCode, Figure<SickLeaveMandate | null>>>
> = {
  AZ: {
    value: {
      hoursPerYear: 24,
      paid: true,
      law: 'A.R.S. §23-372 (Fair Wages and Healthy Families Act)',
      summary:
        'At least 1 hour of paid sick time for every 30 hours worked, up to 24 hours a year for an employer of fewer than 15 employees.',
    },
    source: 'https://www.azica.gov/labor-earned-paid-sick-time',
    asOf: '2017-07-01',
  },
  CA: {
    value: {
      hoursPerYear: 40,
      paid: true,
      law: 'Cal. Labor Code §246 (Healthy Workplaces, Healthy Families Act, as amended by SB 616)',
      summary:
        'At least 40 hours (5 days) of paid sick leave a year, earned at 1 hour for every 30 hours worked or given up front. Several cities require more.',
    },
    source: 'https://www.dir.ca.gov/dlse/Paid_Sick_Leave.htm',
    asOf: '2024-01-01',
  },
  CO: {
    value: {
      hoursPerYear: 48,
      paid: true,
      law: 'C.R.S. §8-13.3-403 (Healthy Families and Workplaces Act)',
      summary:
        'At least 1 hour of paid sick leave for every 30 hours worked, up to 48 hours a year.',
    },
    source: 'https://cdle.colorado.gov/hfwa',
    asOf: '2022-01-01',
  },
  CT: {
    value: null,
    source:
      'https://portal.ct.gov/dol/knowledge-base/articles/wage-and-workplace-standards/paid-sick-leave',
    asOf: '2024-05-21',
    note: 'C.G.S. §31-57r et seq. as amended by P.A. 24-8 covers employers of 11 or more employees in 2026, and of one or more from January 1, 2027 (1 hour per 30 worked, up to 40 hours a year).',
  },
  IL: {
    value: {
      hoursPerYear: 40,
      paid: true,
      law: '820 ILCS 192 (Paid Leave for All Workers Act)',
      summary:
        'At least 1 hour of paid leave, for any reason, for every 40 hours worked, up to 40 hours a year. Chicago and Cook County have their own ordinances.',
    },
    source: 'https://labor.illinois.gov/laws-rules/fls/paidleave.html',
    asOf: '2024-01-01',
  },
  MA: {
    value: {
      hoursPerYear: 40,
      paid: false,
      law: 'M.G.L. c. 149 §148C (Earned Sick Time)',
      summary:
        'Up to 40 hours of sick time a year, 1 hour for every 30 hours worked; an employer of fewer than 11 employees may make it unpaid.',
    },
    source: 'https://www.mass.gov/info-details/earned-sick-time',
    asOf: '2015-07-01',
  },
  MD: {
    value: {
      hoursPerYear: 40,
      paid: false,
      law: 'Md. Code, Lab. & Empl. §3-1304 (Healthy Working Families Act)',
      summary:
        'Up to 40 hours of sick and safe leave a year, 1 hour for every 30 hours worked, for an employee who usually works 12 hours a week or more; an employer of fewer than 15 employees may make it unpaid.',
    },
    source: 'https://www.labor.maryland.gov/labor/wages/ssl.shtml',
    asOf: '2018-02-11',
  },
  MN: {
    value: {
      hoursPerYear: 48,
      paid: true,
      law: 'Minn. Stat. §181.9446 (Earned Sick and Safe Time)',
      summary:
        'At least 1 hour of paid sick and safe time for every 30 hours worked, up to 48 hours a year.',
    },
    source: 'https://www.dli.mn.gov/sick-and-safe-time',
    asOf: '2024-01-01',
  },
  NJ: {
    value: {
      hoursPerYear: 40,
      paid: true,
      law: 'N.J.S.A. 34:11D-2 (Earned Sick Leave Law)',
      summary:
        'At least 1 hour of paid sick leave for every 30 hours worked, up to 40 hours a year.',
    },
    source: 'https://www.nj.gov/labor/worker-protections/earnedsick/',
    asOf: '2018-10-29',
  },
  NM: {
    value: {
      hoursPerYear: 64,
      paid: true,
      law: 'NMSA 1978 §50-17-3 (Healthy Workplaces Act)',
      summary:
        'At least 1 hour of paid sick leave for every 30 hours worked, up to 64 hours a year.',
    },
    source: 'https://www.dws.state.nm.us/Healthy-Workplaces',
    asOf: '2022-07-01',
  },
  NY: {
    value: {
      hoursPerYear: 40,
      paid: false,
      law: 'N.Y. Labor Law §196-b and §161 (Domestic Workers’ Bill of Rights)',
      summary:
        'Up to 40 hours of sick leave a year, 1 hour for every 30 hours worked, unpaid for a household with net income of $1 million or less; plus 3 paid days of rest after a year of work. In New York City the 40 hours are paid (Earned Safe and Sick Time Act).',
    },
    source: 'https://www.ny.gov/new-york-paid-sick-leave/new-york-paid-sick-leave',
    asOf: '2020-09-30',
  },
  OR: {
    value: {
      hoursPerYear: 40,
      paid: false,
      law: 'ORS 653.606 (sick time) and ORS 653.547, OAR 839-020-0052 (domestic workers)',
      summary:
        'Up to 40 hours of sick time a year, 1 hour for every 30 hours worked, unpaid for an employer of fewer than 10 employees (6 in Portland); plus 3 paid personal days a year for a domestic worker who averaged 30 hours a week or more in the previous year.',
    },
    source: 'https://www.oregon.gov/boli/workers/pages/sick-time.aspx',
    asOf: '2016-01-01',
  },
  WA: {
    value: {
      hoursPerYear: null,
      paid: true,
      law: 'RCW 49.46.210 (paid sick leave)',
      summary:
        'At least 1 hour of paid sick leave for every 40 hours worked, with up to 40 unused hours carried into the next year. Seattle requires more.',
    },
    source: 'https://lni.wa.gov/workers-rights/leave/paid-sick-leave/',
    asOf: '2018-01-01',
  },
};

/** What the offer sheet says about sick time in a state. */
export type SickLeaveText =
  | { kind: 'mandate'; mandate: SickLeaveMandate; source: string; asOf: string }
  | { kind: 'notYet'; note: string; source: string }
  | { kind: 'none' };

/** The state's sick-time rule for the offer sheet, or that no state mandate was found. */
export function sickLeaveFor(state: StateCode): SickLeaveText {
  const figure = PAID_SICK_LEAVE_2026[state];
  if (!figure) return { kind: 'none' };
  if (figure.value === null) {
    return { kind: 'notYet', note: figure.note ?? '', source: figure.source };
  }
  return { kind: 'mandate', mandate: figure.value, source: figure.source, asOf: figure.asOf };
}
