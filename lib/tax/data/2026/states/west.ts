import { type StateCode } from '../../../states';
import { type StateTaxData } from '../../../taxYearData';
import { AGENCY_SOURCES } from '../agencySources';
import { ESTIMATED_UI_SOURCES as E } from '../estimatedUiSources';
import { SOURCES } from '../sources';
import { UI_SOURCES as U } from '../unemploymentSources';
import { AK_MINIMUM_WAGE } from './datedFigures';
import { FOLLOWS_FUTA_TEST, PFML_WAGE_BASE, industryPlaceholderRate } from './common';

/** 2026 figures for the West census region. */
export const WEST_2026 = {
  AK: {
    unemployment: {
      wageBase: { value: 54_200, ...U.AK_DOLWD_2026 },
      newEmployerRate: {
        value: 0.01,
        ...U.AK_DOLWD_2026,
        note: 'Alaska publishes a new-employer rate per industry; it is 1.00% for every industry in 2026.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: { value: { rate: 0.005, wageBase: 54_200 }, ...U.AK_DOLWD_2026 },
    },
    programs: [],
    incomeTax: { value: { kind: 'none' }, ...SOURCES.NOTAX },
    minimumWage: AK_MINIMUM_WAGE,
  },
  AZ: {
    unemployment: {
      wageBase: { value: 8000, ...SOURCES.FNP2026 },
      newEmployerRate: { value: 0.02, ...AGENCY_SOURCES.AZ_DES_2026 },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'flat', rate: 0.025 }, ...SOURCES.SH2026 },
    minimumWage: { value: 15.15, ...SOURCES.MW_WHB },
  },
  CA: {
    unemployment: {
      wageBase: { value: 7000, ...U.CA_EDD_2026 },
      newEmployerRate: {
        value: 0.034,
        ...U.CA_EDD_2026,
        note: 'The 0.1% Employment Training Tax is its own line (CA_ETT).',
      },
      quarterlyTrigger: {
        value: 750,
        ...SOURCES.UI_THRESH,
        note: 'Also the SDI coverage test for domestic employers.',
      },
      employee: null,
    },
    programs: [
      {
        code: 'CA_SDI',
        label: 'California SDI (disability and paid family leave)',
        payer: 'employee',
        rate: { value: 0.013, ...SOURCES.EY_PFML },
        wageBase: null,
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 16.9, ...SOURCES.MW_WHB, note: 'Many cities set a higher minimum.' },
  },
  CO: {
    unemployment: {
      wageBase: { value: 30_600, ...AGENCY_SOURCES.CO_CDLE_RATES },
      newEmployerRate: {
        value: 0.0305,
        ...AGENCY_SOURCES.CO_CDLE_RATES,
        estimated: true,
        note: 'The 1.35% solvency surcharge in this total is the 2024 figure; whether it applies in 2026 was not confirmed.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'CO_FAMLI',
        label: 'Colorado FAMLI (paid family and medical leave), employee share',
        payer: 'employee',
        rate: { value: 0.0044, ...SOURCES.EY_PFML },
        wageBase: PFML_WAGE_BASE,
      },
      {
        code: 'CO_FAMLI',
        label: 'Colorado FAMLI (paid family and medical leave), employer share',
        payer: 'employer',
        rate: { value: 0.0044, ...SOURCES.EY_PFML },
        wageBase: PFML_WAGE_BASE,
        employerSize: { minEmployees: 10 },
        exemptionNotice:
          'Colorado FAMLI: employers with fewer than 10 employees pay no employer share; the employee share is still withheld.',
      },
    ],
    incomeTax: { value: { kind: 'flat', rate: 0.044 }, ...SOURCES.SH2026 },
    minimumWage: { value: 15.16, ...SOURCES.MW_HRM, note: 'Denver $19.29.' },
  },
  HI: {
    unemployment: {
      wageBase: { value: 64_500, ...AGENCY_SOURCES.HI_DLIR_UI_2026 },
      newEmployerRate: { value: 0.024, ...AGENCY_SOURCES.HI_DLIR_UI_2026 },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'HI_TDI',
        label: 'Hawaii TDI (temporary disability), employee share',
        payer: 'employee',
        rate: { value: 0.005, ...SOURCES.EY_PFML },
        wageBase: null,
        weeklyCap: {
          value: 7.5,
          ...SOURCES.EY_PFML,
          note: '0.5% of the weekly wage base of $1,500.21.',
        },
        notice:
          'Hawaii TDI is bought from a private insurer: your premium is not included, and the employee share shown is the legal maximum (half the premium, at most 0.5% of wages). Household coverage was not confirmed.',
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 16, ...SOURCES.MW_WHB },
  },
  ID: {
    unemployment: {
      wageBase: { value: 58_300, ...AGENCY_SOURCES.ID_IDOL_2026 },
      newEmployerRate: { value: 0.01, ...AGENCY_SOURCES.ID_IDOL_2026 },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.053 },
      ...SOURCES.STATE_RATE_UNVERIFIED,
      estimated: true,
      note: '2025 rate; 2026 not verified.',
    },
    minimumWage: { value: 7.25, ...SOURCES.MW_HRM },
  },
  MT: {
    unemployment: {
      wageBase: {
        value: 45_100,
        ...SOURCES.TC2025,
        estimated: true,
        note: '2025 wage base; no 2026 figure was found.',
      },
      newEmployerRate: industryPlaceholderRate(E.MT_DLI_2026),
      industryRated: { rule: 'set by industry under ARM 24.40.1509' },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.ATR },
    minimumWage: { value: 10.85, ...SOURCES.MW_WHB },
  },
  NM: {
    unemployment: {
      wageBase: { value: 34_800, ...U.NM_DWS_2026 },
      newEmployerRate: {
        value: 0.01,
        ...E.NM_DWS_RATES_2024,
        estimated: true,
        note: 'The 2024 table’s rate for NAICS 81, the sector of private households (the greater of the industry average and 1.0%); the 2026 table was not found.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 12, ...SOURCES.MW_UNVERIFIED, estimated: true },
  },
  NV: {
    unemployment: {
      wageBase: { value: 43_700, ...U.NV_DETR_2026 },
      newEmployerRate: {
        value: 0.0295,
        ...U.NV_DETR_2026,
        note: 'The 0.05% Career Enhancement Program is its own line (NV_CAREER_ENHANCEMENT).',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'none' }, ...SOURCES.NOTAX },
    minimumWage: { value: 12, ...SOURCES.MW_NV },
  },
  OR: {
    unemployment: {
      wageBase: { value: 56_700, ...SOURCES.OR_OED },
      newEmployerRate: {
        value: 0.024,
        ...SOURCES.OR_OED,
        note: 'New-employer base rate; a 0.135% special payroll tax offset is not included.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'OR_PAID_LEAVE',
        label: 'Paid Leave Oregon, employee share',
        payer: 'employee',
        rate: { value: 0.006, ...SOURCES.OR_OED },
        wageBase: { value: 184_500, ...SOURCES.OR_OED },
      },
      {
        code: 'OR_PAID_LEAVE',
        label: 'Paid Leave Oregon, employer share',
        payer: 'employer',
        rate: { value: 0.004, ...SOURCES.OR_OED },
        wageBase: { value: 184_500, ...SOURCES.OR_OED },
        employerSize: { minEmployees: 25 },
        exemptionNotice:
          'Paid Leave Oregon: employers with fewer than 25 employees pay no employer share; the employee share is still withheld.',
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: {
      value: 15.05,
      ...SOURCES.MW_OR,
      note: 'Standard rate; Portland metro $16.30, nonurban $14.05; changes July 1, 2026.',
    },
  },
  UT: {
    unemployment: {
      wageBase: {
        value: 50_700,
        ...SOURCES.UT_CODE,
        estimated: true,
        note: 'From a payroll code file only (2025: 48,900).',
      },
      newEmployerRate: industryPlaceholderRate(E.UT_DWS_RATES),
      industryRated: { rule: 'its industry’s two-year average benefit ratio' },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'flat', rate: 0.0445 }, ...SOURCES.UT_CODE, estimated: true },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
  WA: {
    unemployment: {
      wageBase: { value: 78_200, ...U.WA_ESD_WAGE_BASE_2026 },
      newEmployerRate: industryPlaceholderRate(E.WA_ESD_RATES_2026),
      industryRated: { rule: '115% of its industry’s average rate' },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'WA_PFML',
        label: 'Washington Paid Family and Medical Leave, employee share',
        payer: 'employee',
        rate: { value: 0.00807159, ...SOURCES.WA_PFML, note: '71.43% of the 1.13% premium.' },
        wageBase: PFML_WAGE_BASE,
      },
      {
        code: 'WA_PFML',
        label: 'Washington Paid Family and Medical Leave, employer share',
        payer: 'employer',
        rate: { value: 0.00322841, ...SOURCES.WA_PFML, note: '28.57% of the 1.13% premium.' },
        wageBase: PFML_WAGE_BASE,
        employerSize: { minEmployees: 50 },
        exemptionNotice:
          'Washington PFML: employers with fewer than 50 employees pay no employer share; the employee share is still withheld.',
      },
      {
        code: 'WA_CARES',
        label: 'WA Cares Fund (long-term care)',
        payer: 'employee',
        rate: { value: 0.0058, ...SOURCES.WA_CARES },
        wageBase: null,
      },
    ],
    incomeTax: { value: { kind: 'none' }, ...SOURCES.NOTAX },
    minimumWage: {
      value: 17.13,
      ...SOURCES.MW_WHB,
      note: 'Seattle and other cities set a higher minimum.',
    },
  },
  WY: {
    unemployment: {
      wageBase: { value: 33_800, ...U.WY_DWS_WAGE_BASE_2026 },
      newEmployerRate: industryPlaceholderRate(E.WY_DWS_RATES),
      industryRated: { rule: 'its industry’s base rate plus four adjustment factors' },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'none' }, ...SOURCES.NOTAX },
    minimumWage: {
      value: 7.25,
      ...SOURCES.MW_BALLOT,
      note: 'State minimum $5.15; the federal $7.25 governs.',
    },
  },
} satisfies Partial<Record<StateCode, StateTaxData>>;
