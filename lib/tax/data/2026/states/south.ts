import { type StateCode } from '../../../states';
import { type StateTaxData } from '../../../taxYearData';
import { AGENCY_SOURCES } from '../agencySources';
import { SOURCES } from '../sources';
import { FOLLOWS_FUTA_TEST, PFML_WAGE_BASE, caretaxRate } from './common';

/** 2026 figures for the South census region (and DC). */
export const SOUTH_2026 = {
  AL: {
    unemployment: {
      wageBase: { value: 8000, ...AGENCY_SOURCES.AL_REVENUE_UC },
      newEmployerRate: { value: 0.027, ...AGENCY_SOURCES.AL_REVENUE_UC },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 7.25, ...SOURCES.MW_HRM },
  },
  AR: {
    unemployment: {
      wageBase: {
        value: 7000,
        ...SOURCES.FNP2026,
        estimated: true,
        note: 'Published as an estimate for 2026.',
      },
      newEmployerRate: caretaxRate(0.02),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: {
      value: 11,
      ...SOURCES.MW_HRM,
      note: 'Applies to employers with 4 or more employees; otherwise the federal $7.25.',
    },
  },
  DC: {
    unemployment: {
      wageBase: { value: 9000, ...SOURCES.FNP2026 },
      newEmployerRate: caretaxRate(0.027),
      quarterlyTrigger: { value: 500, ...SOURCES.UI_THRESH },
      employee: null,
    },
    programs: [
      {
        code: 'DC_PAID_LEAVE',
        label: 'Washington D.C. Universal Paid Leave',
        payer: 'employer',
        rate: {
          value: 0.0075,
          ...SOURCES.DC_UPL,
          estimated: true,
          note: 'The 2026 rate was not confirmed; 0.75% applied from July 1, 2024.',
        },
        wageBase: null,
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 17.95, ...SOURCES.MW_HRM, note: 'Changes July 1, 2026.' },
  },
  DE: {
    unemployment: {
      wageBase: { value: 14_500, ...SOURCES.ED2026 },
      newEmployerRate: caretaxRate(0.018),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'DE_PAID_LEAVE',
        label: 'Delaware Paid Leave (medical, family caregiving and parental)',
        payer: 'employer',
        rate: { value: 0.008, ...SOURCES.EY_PFML },
        wageBase: PFML_WAGE_BASE,
        employerSize: { minEmployees: 25 },
        notice:
          'Delaware Paid Leave: you may deduct up to half of the contribution from the employee; the figure assumes you pay all of it.',
        exemptionNotice: 'Delaware Paid Leave: employers with fewer than 10 employees are exempt.',
      },
      {
        code: 'DE_PAID_LEAVE',
        label: 'Delaware Paid Leave (parental leave only)',
        payer: 'employer',
        rate: { value: 0.0032, ...SOURCES.EY_PFML },
        wageBase: PFML_WAGE_BASE,
        employerSize: { minEmployees: 10, maxEmployees: 24 },
        notice:
          'Delaware Paid Leave: you may deduct up to half of the contribution from the employee; the figure assumes you pay all of it.',
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 15, ...SOURCES.MW_HRM },
  },
  FL: {
    unemployment: {
      wageBase: { value: 7000, ...AGENCY_SOURCES.FL_DOR_RT },
      newEmployerRate: { value: 0.027, ...AGENCY_SOURCES.FL_DOR_RT },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'none' }, ...SOURCES.NOTAX },
    minimumWage: { value: 14, ...SOURCES.MW_OTC, note: '$15.00 from Sep 30, 2026.' },
  },
  GA: {
    unemployment: {
      wageBase: { value: 9500, ...SOURCES.FNP2026 },
      newEmployerRate: {
        value: 0.0264,
        ...AGENCY_SOURCES.GA_DOL_NEW_EMPLOYER,
        note: 'The 0.06% administrative assessment is its own line (GA_ADMIN_ASSESSMENT).',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.0509 },
      ...SOURCES.ATR,
      // Only the kind matters to the engine; Georgia's withholding runs on the DOR guide's method.
      note: '5.09% from Jan 1, 2026 (O.C.G.A. §48-7-20(a.1) per HB 111 of 2025, bill text as drafted: 5.19% for 2025, then 0.10 less each year from 2026 down to 4.99%). The DOR’s withholding guide effective May 11, 2026 withholds at 4.99%; the 2026 act behind that cut was not retrieved, so this rate is left as reported in January.',
    },
    minimumWage: {
      value: 7.25,
      ...SOURCES.MW_HRM,
      note: 'State minimum $5.15; the federal $7.25 governs.',
    },
  },
  KY: {
    unemployment: {
      wageBase: {
        value: 12_000,
        ...AGENCY_SOURCES.KY_KRS_341_030,
        estimated: true,
        note: 'The statutory schedule’s next step (and cap) after 2025’s $11,700; the 2026 notice was not found.',
      },
      newEmployerRate: caretaxRate(0.027),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.035 },
      ...SOURCES.ATR,
      note: 'Local occupational taxes are not included.',
    },
    minimumWage: { value: 7.25, ...SOURCES.MW_HRM },
  },
  LA: {
    unemployment: {
      wageBase: { value: 7000, ...SOURCES.ED2026 },
      newEmployerRate: caretaxRate(0.01),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.03 },
      ...SOURCES.SKTAX,
      estimated: true,
      note: '2025 flat rate; 2026 not verified.',
    },
    minimumWage: { value: 7.25, ...SOURCES.MW_HRM },
  },
  MD: {
    unemployment: {
      wageBase: { value: 8500, ...SOURCES.FNP2026 },
      newEmployerRate: { value: 0.026, ...AGENCY_SOURCES.MD_LABOR_2026 },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 15, ...SOURCES.MW_HRM },
  },
  MS: {
    unemployment: {
      wageBase: { value: 14_000, ...SOURCES.FNP2026 },
      newEmployerRate: caretaxRate(0.01),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.04, exemptAmount: 10_000 },
      ...SOURCES.MS_DOR,
      note: '4% of taxable income over $10,000.',
    },
    minimumWage: { value: 7.25, ...SOURCES.MW_HRM },
  },
  NC: {
    unemployment: {
      wageBase: {
        value: 32_600,
        ...AGENCY_SOURCES.NC_DES_RATES,
        estimated: true,
        note: '2025 wage base; DES had not posted the 2026 figure.',
      },
      newEmployerRate: { value: 0.01, ...AGENCY_SOURCES.NC_DES_RATES },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'flat', rate: 0.0399 }, ...SOURCES.ATR },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
  OK: {
    unemployment: {
      wageBase: {
        value: 25_000,
        ...AGENCY_SOURCES.OK_TWB_2026,
        estimated: true,
        note: 'OESC figure as reported by a public tax-model repository; EY confirms the 2026 base is lower than 2025’s $28,200.',
      },
      newEmployerRate: caretaxRate(0.015),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.ATR },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
  SC: {
    unemployment: {
      wageBase: { value: 14_000, ...AGENCY_SOURCES.SC_DEW_2026 },
      newEmployerRate: { value: 0.01, ...AGENCY_SOURCES.SC_DEW_2026 },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
  TN: {
    unemployment: {
      wageBase: {
        value: 7000,
        ...SOURCES.SA2025,
        estimated: true,
        note: '2025 wage base; no 2026 figure was found.',
      },
      newEmployerRate: caretaxRate(0.027),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'none' }, ...SOURCES.NOTAX },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
  TX: {
    unemployment: {
      wageBase: { value: 9000, ...AGENCY_SOURCES.TX_TWC },
      newEmployerRate: {
        value: 0.027,
        ...AGENCY_SOURCES.TX_TWC,
        note: 'The statutory floor; a private household’s industry average is assumed not to be higher.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'none' }, ...SOURCES.NOTAX },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
  VA: {
    unemployment: {
      wageBase: {
        value: 8000,
        ...SOURCES.TC2025,
        estimated: true,
        note: '2025 wage base; no 2026 figure was found.',
      },
      newEmployerRate: {
        value: 0.025,
        ...AGENCY_SOURCES.VA_CODE_60_2_526,
        estimated: true,
        note: 'Statutory new-employer rate; the VEC may add a pool-cost or fund-building charge for 2026 (not found).',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 12.77, ...SOURCES.MW_WHB },
  },
  WV: {
    unemployment: {
      wageBase: {
        value: 9500,
        ...SOURCES.TC2025,
        estimated: true,
        note: '2025 wage base; no 2026 figure was found.',
      },
      newEmployerRate: caretaxRate(0.027),
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 8.75, ...SOURCES.MW_UNVERIFIED, estimated: true },
  },
} satisfies Partial<Record<StateCode, StateTaxData>>;
