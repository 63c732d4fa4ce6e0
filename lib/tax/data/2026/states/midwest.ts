import { type StateCode } from '../../../states';
import { type StateTaxData } from '../../../taxYearData';
import { AGENCY_SOURCES } from '../agencySources';
import { SOURCES } from '../sources';
import { FOLLOWS_FUTA_TEST, caretaxRate } from './common';

/** 2026 figures for the Midwest census region. */
export const MIDWEST_2026 = {
  IA: {
    unemployment: {
      wageBase: { value: 20_400, ...SOURCES.ED2026 },
      newEmployerRate: caretaxRate(0.01),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.038 },
      ...SOURCES.SKTAX,
      estimated: true,
      note: '2025 flat rate; 2026 not verified.',
    },
    minimumWage: { value: 7.25, ...SOURCES.MW_HRM },
  },
  IL: {
    unemployment: {
      wageBase: { value: 14_250, ...SOURCES.FNP2026 },
      newEmployerRate: caretaxRate(0.0335),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.0495 },
      ...SOURCES.STATE_RATE_UNVERIFIED,
      estimated: true,
    },
    minimumWage: { value: 15, ...SOURCES.MW_HRM, note: 'Chicago $16.60.' },
  },
  IN: {
    unemployment: {
      wageBase: { value: 9500, ...AGENCY_SOURCES.IN_DWD },
      newEmployerRate: { value: 0.025, ...AGENCY_SOURCES.IN_DWD },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.0295 },
      ...SOURCES.ATR,
      note: 'County income taxes are not included.',
    },
    minimumWage: { value: 7.25, ...SOURCES.MW_HRM },
  },
  KS: {
    unemployment: {
      wageBase: {
        value: 15_100,
        ...SOURCES.ED2026,
        note: 'Newer revisions say 15,100; an older one said 14,000.',
      },
      newEmployerRate: caretaxRate(0.0175),
      quarterlyTrigger: { value: 1_000, ...SOURCES.KS_DOM },
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 7.25, ...SOURCES.MW_HRM },
  },
  MI: {
    unemployment: {
      wageBase: {
        value: 9000,
        ...AGENCY_SOURCES.MI_UIA,
        estimated: true,
        note: 'The reduced base for employers in good standing (the Trust Fund was above $2.5 billion); $9,500 otherwise.',
      },
      newEmployerRate: { value: 0.027, ...AGENCY_SOURCES.MI_UIA },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.0425 },
      ...SOURCES.STATE_RATE_UNVERIFIED,
      estimated: true,
      note: 'City income taxes (e.g. Detroit) are not included.',
    },
    minimumWage: {
      value: 13.73,
      ...SOURCES.MW_WHB,
      note: 'The state act covers employers with 2 or more employees; otherwise the federal $7.25.',
    },
  },
  MN: {
    unemployment: {
      wageBase: {
        value: 43_000,
        ...SOURCES.TC2025,
        estimated: true,
        note: '2025 wage base; no 2026 figure was found.',
      },
      newEmployerRate: {
        value: 0.01,
        ...SOURCES.CARETAX,
        estimated: true,
        note: 'New employers get an industry-average rate; CareTax uses 1%. Enter your assigned rate.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'MN_PAID_LEAVE',
        label: 'Minnesota Paid Leave, employee share',
        payer: 'employee',
        rate: { value: 0.0044, ...SOURCES.MN_PL },
        wageBase: { value: 184_500, ...SOURCES.EY_PFML },
      },
      {
        code: 'MN_PAID_LEAVE',
        label: 'Minnesota Paid Leave, employer share (small-employer rate)',
        payer: 'employer',
        rate: {
          value: 0.0022,
          ...SOURCES.MN_PL,
          note: 'Small-employer total 0.66% less the 0.44% employee share.',
        },
        wageBase: { value: 184_500, ...SOURCES.EY_PFML },
        employerSize: { maxEmployees: 30 },
        notice:
          'Minnesota Paid Leave: the small-employer rate (0.66%) also needs an average wage under 150% of the state average (about $105,000); above that the employer share is 0.44%.',
      },
      {
        code: 'MN_PAID_LEAVE',
        label: 'Minnesota Paid Leave, employer share',
        payer: 'employer',
        rate: { value: 0.0044, ...SOURCES.MN_PL },
        wageBase: { value: 184_500, ...SOURCES.EY_PFML },
        employerSize: { minEmployees: 31 },
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 11.41, ...SOURCES.MW_WHB, note: 'Minneapolis and St Paul $16.37.' },
  },
  MO: {
    unemployment: {
      wageBase: {
        value: 9000,
        ...AGENCY_SOURCES.MO_TWB_2026,
        estimated: true,
        note: '2025 base $9,500 less the statutory $500 step; EY confirms the 2026 base is lower. Not yet confirmed by DES.',
      },
      newEmployerRate: caretaxRate(0.0238),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 15, ...SOURCES.MW_WHB },
  },
  ND: {
    unemployment: {
      wageBase: {
        value: 45_100,
        ...SOURCES.TC2025,
        estimated: true,
        note: '2025 wage base; no 2026 figure was found.',
      },
      newEmployerRate: caretaxRate(0.01),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
  NE: {
    unemployment: {
      wageBase: {
        value: 9_000,
        ...SOURCES.FNP2026,
        note: '24,000 applies only to the highest-rate employers.',
      },
      newEmployerRate: caretaxRate(0.0125),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.ATR },
    minimumWage: { value: 15, ...SOURCES.MW_WHB },
  },
  OH: {
    unemployment: {
      wageBase: {
        value: 9000,
        ...AGENCY_SOURCES.OH_ODJFS,
        note: 'Unchanged at $9,000 since 2020 (ODJFS); the 2026 technology fee uses the same base.',
      },
      newEmployerRate: { value: 0.027, ...AGENCY_SOURCES.OH_ODJFS },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.0275, exemptAmount: 26_050 },
      ...SOURCES.ATR,
      note: '2.75% on income over $26,050. Municipal income taxes are not included.',
    },
    minimumWage: {
      value: 11,
      ...SOURCES.MW_WHB,
      note: 'Applies to employers with gross receipts over $405,000; a household usually falls to the federal $7.25.',
    },
  },
  SD: {
    unemployment: {
      wageBase: {
        value: 15_000,
        ...SOURCES.TC2025,
        estimated: true,
        note: '2025 wage base; no 2026 figure was found.',
      },
      newEmployerRate: caretaxRate(0.012),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'none' }, ...SOURCES.NOTAX },
    minimumWage: { value: 11.85, ...SOURCES.MW_WHB },
  },
  WI: {
    unemployment: {
      wageBase: { value: 14_000, ...AGENCY_SOURCES.WI_DWD },
      newEmployerRate: {
        value: 0.0305,
        ...AGENCY_SOURCES.WI_DWD,
        estimated: true,
        note: 'Schedule D’s rate; the 2026 schedule was not confirmed.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
} satisfies Partial<Record<StateCode, StateTaxData>>;
