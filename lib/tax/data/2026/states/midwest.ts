import { type StateCode } from '../../../states';
import { type StateTaxData } from '../../../taxYearData';
import { AGENCY_SOURCES } from '../agencySources';
import { SOURCES } from '../sources';
import { UI_SOURCES as U } from '../unemploymentSources';
import { FOLLOWS_FUTA_TEST, industryPlaceholderRate } from './common';

/** 2026 figures for the Midwest census region. */
export const MIDWEST_2026 = {
  IA: {
    unemployment: {
      wageBase: { value: 20_400, ...U.IA_SF_607 },
      newEmployerRate: {
        value: 0.01,
        ...U.IA_SF_607,
        estimated: true,
        note: 'The statutory floor for new non-construction employers (rank 4 of Table D); the 2026 Table D rate itself was not found.',
      },
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
      wageBase: { value: 14_250, ...U.IL_IDES_2026 },
      newEmployerRate: { value: 0.0335, ...U.IL_IDES_2026 },
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
      newEmployerRate: { value: 0.0175, ...U.KS_HB_2570 },
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
      newEmployerRate: industryPlaceholderRate(AGENCY_SOURCES.MN_DEED_2026),
      industryRated: { rule: '1% to 8.9% by industry in 2026, plus the 0.4% base tax' },
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
      wageBase: { value: 9000, ...U.MO_DES_2026 },
      newEmployerRate: { value: 0.02376, ...U.MO_DES_2026 },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 15, ...SOURCES.MW_WHB },
  },
  ND: {
    unemployment: {
      wageBase: { value: 46_600, ...U.ND_JSND_2026 },
      newEmployerRate: { value: 0.01, ...U.ND_JSND_2026 },
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
        ...U.NE_NDOL_2026,
        note: '24,000 applies only to the highest-rate employers.',
      },
      newEmployerRate: { value: 0.0125, ...U.NE_NDOL_2026 },
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
      wageBase: { value: 15_000, ...U.SD_DLR_2026 },
      newEmployerRate: {
        value: 0.012,
        ...U.SD_DLR_2026,
        note: 'The 0.55% investment fee is its own line (SD_INVESTMENT_FEE).',
      },
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
