import { type StateCode } from '../states';
import { type Payer, type PayFrequency } from '../types';
import { times, usd } from './arithmetic';
import { type ExpectedLine, type NannyTaxCase } from './types';

/** One program share: its line code, who pays, the rate and an optional per-week cap. */
interface Share {
  code: string;
  payer: Payer;
  rate: number;
  weeklyCap?: number;
  /** Annual taxable wage cap the case's wages pass: the year's figure is checked, not a paycheck's. */
  wageBase?: number;
}

/** A state's programs for a one-employee household, with the agency's words. */
interface StatePrograms {
  shares: Share[];
  document: string;
  method: string;
  /** The program applies only with state income tax withheld (Vermont). */
  stateWithholding?: boolean;
}

// Rates as each agency states them for 2026; a household has one employee, so the small-employer
// rules apply (no employer share where the program exempts small employers).
const PROGRAMS: Partial<Record<StateCode, StatePrograms>> = {
  CA: {
    shares: [{ code: 'CA_SDI', payer: 'employee', rate: 0.013 }],
    document:
      'California EDD, 2026 Contribution Rates, Withholding Schedules, and Meals and Lodging Values (DE 44): SDI 1.3%, no taxable wage limit (SB 951)',
    method: 'SDI is withheld from the employee at 1.3% of all wages.',
  },
  CO: {
    shares: [{ code: 'CO_FAMLI', payer: 'employee', rate: 0.0044 }],
    document:
      'Colorado FAMLI Division, 2026 premium 0.88% of wages, up to half deductible from the employee; employers with fewer than 10 employees owe only the employee half (C.R.S. 8-13.3-507)',
    method: 'Employee share: half of 0.88% = 0.44% of wages.',
  },
  CT: {
    shares: [{ code: 'CT_PAID_LEAVE', payer: 'employee', rate: 0.005 }],
    document:
      'Connecticut Paid Leave Authority, employee contribution 0.5% of wages up to the Social Security wage base (C.G.S. §31-49m)',
    method: 'The employee contributes 0.5% of wages; the employer withholds it.',
  },
  DC: {
    shares: [{ code: 'DC_PAID_LEAVE', payer: 'employer', rate: 0.0075 }],
    document:
      'DC Department of Employment Services, Paid Family Leave employer contribution 0.75% of wages from July 1, 2024 (D.C. Code §32-541.04)',
    method: 'The employer pays 0.75% of wages; nothing is withheld from the employee.',
  },
  HI: {
    shares: [{ code: 'HI_TDI', payer: 'employee', rate: 0.005 }],
    document:
      'Hawaii DLIR Disability Compensation Division, TDI: the employee’s share is at most 0.5% of weekly wages, up to half the cost, on weekly wages up to the maximum weekly wage base (HRS §392-43): for 2026 (DLIR notice of December 10, 2025) $1,500.21, a deduction of at most $7.50 a week, which $1,000 a week stays under',
    method: 'The employee pays 0.5% of weekly wages (below the maximum weekly wage base).',
  },
  MA: {
    shares: [{ code: 'MA_PFML', payer: 'employee', rate: 0.0046 }],
    document:
      'Massachusetts Department of Family and Medical Leave, 2026 contribution rate 0.88% (family 0.18%, medical 0.70%); employers with fewer than 25 covered individuals pay no employer share, the employee up to all of family and 40% of medical',
    method: 'Employee share: 0.18% + 40% × 0.70% = 0.18% + 0.28% = 0.46% of wages.',
  },
  ME: {
    shares: [{ code: 'ME_PFML', payer: 'employee', rate: 0.005 }],
    document:
      'Maine Paid Family and Medical Leave, premium 1% of wages, up to half from the employee; employers with fewer than 15 employees owe only the employee half (26 M.R.S. §850-F)',
    method: 'Employee share: half of 1% = 0.5% of wages.',
  },
  MN: {
    shares: [
      { code: 'MN_PAID_LEAVE', payer: 'employee', rate: 0.0044 },
      { code: 'MN_PAID_LEAVE', payer: 'employer', rate: 0.0022 },
    ],
    document:
      'Minnesota Paid Leave, 2026 premiums: 0.88% of wages, employees pay up to half (0.44%); small employers (30 or fewer) pay 0.66% in all (Minn. Stat. §268B.14)',
    method: 'Employee 0.44%; the small employer the rest of 0.66%: 0.66% − 0.44% = 0.22%.',
  },
  NJ: {
    shares: [
      { code: 'NJ_TDI', payer: 'employee', rate: 0.0019 },
      { code: 'NJ_FLI', payer: 'employee', rate: 0.0023 },
      { code: 'NJ_TDI', payer: 'employer', rate: 0.005, wageBase: 44800 },
    ],
    document:
      'New Jersey Department of Labor and Workforce Development, 2026 TDI and FLI rates: employee TDI 0.19% and FLI 0.23% of the first $171,100; employer TDI 0.5% (new employer) of the first $44,800',
    method:
      'Employee TDI and FLI on every paycheck (under the $171,100 base); the employer’s TDI on the year’s wages up to $44,800.',
  },
  RI: {
    shares: [{ code: 'RI_TDI', payer: 'employee', rate: 0.011 }],
    document:
      'Rhode Island Department of Labor and Training, 2026 UI and TDI tax rates (release of December 18, 2025): TDI 1.1% of wages up to $100,000',
    method: 'The employee pays 1.1% of wages up to the $100,000 TDI wage base.',
  },
  NY: {
    shares: [
      { code: 'NY_PFL', payer: 'employee', rate: 0.00432 },
      { code: 'NY_DBL', payer: 'employee', rate: 0.005, weeklyCap: 0.6 },
    ],
    document:
      'New York State Paid Family Leave, 2026 employee contribution 0.432% of wages (up to $411.91 a year); Workers’ Compensation Law §209: the DBL employee share is 0.5% of wages, at most $0.60 a week',
    method: 'PFL 0.432% of wages; DBL 0.5% of wages, at most $0.60 for each week.',
  },
  OR: {
    shares: [{ code: 'OR_PAID_LEAVE', payer: 'employee', rate: 0.006 }],
    document:
      'Oregon Employment Department, Paid Leave Oregon: 1% of wages, 60% from the employee (0.6%), 40% from employers with 25 or more employees (ORS 657B.150)',
    method:
      'The employee pays 60% × 1% = 0.6% of wages; a one-employee household pays no employer share.',
  },
  VT: {
    shares: [
      { code: 'VT_CHILD_CARE', payer: 'employee', rate: 0.0011 },
      { code: 'VT_CHILD_CARE', payer: 'employer', rate: 0.0033 },
    ],
    document:
      'Vermont Department of Taxes, Child Care Contribution (32 V.S.A. §10553, Act 76 of 2023): 0.44% of wages, of which up to 0.11% may be withheld from the employee',
    method: 'Employee 0.11%; employer 0.44% − 0.11% = 0.33%, when Vermont income tax is withheld.',
    stateWithholding: true,
  },
  WA: {
    shares: [
      { code: 'WA_PFML', payer: 'employee', rate: 0.00807159 },
      { code: 'WA_CARES', payer: 'employee', rate: 0.0058 },
    ],
    document:
      'Washington ESD, Paid Leave 2026 premium 1.13% of wages, 71.43% from the employee; employers with fewer than 50 employees owe no employer share (RCW 50A.10.030); WA Cares Fund premium 0.58% of gross wages, employee only (RCW 50B.04.080)',
    method: 'PFML employee share 1.13% × 71.43% = 0.807159% of wages; WA Cares 0.58% of wages.',
  },
};

const PATTERNS: readonly { frequency: PayFrequency; perPaycheck: number; weeks: number }[] = [
  { frequency: 'weekly', perPaycheck: 1000, weeks: 1 },
  { frequency: 'biweekly', perPaycheck: 2000, weeks: 2 },
];

function shareLine(share: Share, perPaycheck: number, weeks: number) {
  if (share.wageBase !== undefined) {
    const year = times(Math.min(perPaycheck * (52 / weeks), share.wageBase), share.rate);
    return {
      value: year.value,
      text: `${share.code} (${share.payer}): ${usd(perPaycheck * (52 / weeks))} a year, taxable up to ${usd(share.wageBase)}: ${year.text} a year`,
    };
  }
  const plain = times(perPaycheck, share.rate);
  if (share.weeklyCap === undefined || plain.value <= share.weeklyCap * weeks) {
    return { value: plain.value, text: `${share.code} (${share.payer}): ${plain.text}` };
  }
  const cap = share.weeklyCap * weeks;
  return {
    value: cap,
    text: `${share.code} (${share.payer}): ${plain.text}, capped at ${weeks} × ${usd(share.weeklyCap)} = ${usd(cap)}`,
  };
}

function programCase(
  state: StateCode,
  programs: StatePrograms,
  pattern: (typeof PATTERNS)[number],
): NannyTaxCase {
  const computed = programs.shares.map((share) => ({
    share,
    ...shareLine(share, pattern.perPaycheck, pattern.weeks),
  }));
  const lineItems: ExpectedLine[] = computed.map(({ share, value }) =>
    share.wageBase === undefined
      ? { code: share.code, payer: share.payer, perPaycheck: value }
      : { code: share.code, payer: share.payer, annual: value },
  );
  return {
    id: `2026-${state}-programs-${pattern.frequency}`,
    family: 'state-program',
    route: 'nanny-tax',
    request: {
      taxYear: 2026,
      payDate: '2026-03-06',
      state,
      pay: { amount: pattern.perPaycheck * (52 / pattern.weeks), per: 'year', type: 'gross' },
      hoursPerWeek: 40,
      payFrequency: pattern.frequency,
      ...(programs.stateWithholding ? { stateWithholding: true } : {}),
    },
    expected: { lineItems },
    source: {
      document: programs.document,
      method: programs.method,
      computation: [
        `wages ${usd(pattern.perPaycheck)} a paycheck (${pattern.weeks} week${pattern.weeks > 1 ? 's' : ''})`,
        ...computed.map(({ text }) => text),
      ].join('; '),
    },
  };
}

/** The state disability, paid-leave and long-term-care programs, weekly and biweekly. */
export const STATE_PROGRAM_CASES: readonly NannyTaxCase[] = Object.entries(PROGRAMS).flatMap(
  ([state, programs]) =>
    PATTERNS.map((pattern) => programCase(state as StateCode, programs, pattern)),
);
