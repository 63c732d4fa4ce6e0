import { type StateCode } from '../../../states';
import { type StateTaxData } from '../../../taxYearData';
import { AGENCY_SOURCES } from '../agencySources';
import { FL_MINIMUM_WAGE, MD_NOTICES } from './datedFigures';
import { ESTIMATED_UI_SOURCES as E } from '../estimatedUiSources';
import { SOURCES } from '../sources';
import { UI_SOURCES as U } from '../unemploymentSources';
import { FOLLOWS_FUTA_TEST, PFML_WAGE_BASE, industryPlaceholderRate } from './common';

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
      newEmployerRate: {
        value: 0.02,
        ...E.AR_ACT_740,
        estimated: true,
        note: '1.8% plus the 0.2% administrative assessment under Act 740 (2025: 1.9% + 0.1%); the 2026 DWS page was not found.',
      },
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
      newEmployerRate: {
        value: 0.027,
        ...E.DC_DOES_NEW_EMPLOYER,
        estimated: true,
        note: 'DOES charges the prior year’s average rate if higher than 2.7%; the 2026 average was not found.',
      },
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
      wageBase: { value: 14_500, ...U.DE_HB_433_BASE },
      newEmployerRate: {
        value: 0.018,
        ...E.DE_HB_433,
        estimated: true,
        note: 'Not an agency figure: the engine’s earlier, unconfirmed default, kept until the HB 433 rate is found. Enter your assigned rate.',
      },
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
    minimumWage: FL_MINIMUM_WAGE,
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
      value: { kind: 'flat', rate: 0.0499 },
      ...AGENCY_SOURCES.GA_HB_463,
      // Only the kind matters to the engine; Georgia's withholding runs on the DOR guide's method.
      note: '4.99% for tax year 2026 under HB 463, retroactive to January 1; the DOR guide withholds at 4.99% from May 11, 2026.',
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
      newEmployerRate: { value: 0.027, ...U.KY_KRS_341_270 },
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
      wageBase: {
        value: 7000,
        ...E.LA_RS_23_1474,
        estimated: true,
        note: 'The statutory reduction from $7,700, as reported by EY and the press; the LWC page found still showed 2025’s $7,700.',
      },
      newEmployerRate: industryPlaceholderRate(E.LA_LWC_RATES),
      industryRated: { rule: 'the average rate of its industrial classification' },
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
    notices: MD_NOTICES,
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 15, ...SOURCES.MW_HRM },
  },
  MS: {
    unemployment: {
      wageBase: { value: 14_000, ...U.MS_MDES_2026 },
      newEmployerRate: {
        value: 0.01,
        ...U.MS_MDES_2026,
        note: 'The first year’s rate; 1.10% in the second year and 1.20% from the third.',
      },
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
      wageBase: { value: 34_200, ...U.NC_DES_2026 },
      newEmployerRate: { value: 0.01, ...U.NC_DES_2026 },
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
        // Retrieval: first seen in a public tax-model repository.
        note: 'Not confirmed on an OESC notice; EY confirms the 2026 base is lower than 2025’s $28,200.',
      },
      newEmployerRate: { value: 0.015, ...U.OK_40_OS_3_110_1 },
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
      wageBase: { value: 7000, ...U.TN_TDLWD_2026 },
      newEmployerRate: { value: 0.027, ...U.TN_TDLWD_2026 },
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
      wageBase: { value: 8000, ...U.VA_CODE_60_2_229 },
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
        ...U.WV_CODE_21A_1A_28,
        estimated: true,
        note: 'The statute’s fixed base; a 2026 bill cutting it to $8,500 from July 1, 2026 was found only as introduced.',
      },
      newEmployerRate: {
        value: 0.027,
        ...E.WV_BBG_2024,
        estimated: true,
        note: 'The 2024 figure as reported by Bloomberg Tax; not re-confirmed for 2026.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 8.75, ...SOURCES.MW_UNVERIFIED, estimated: true },
  },
} satisfies Partial<Record<StateCode, StateTaxData>>;
