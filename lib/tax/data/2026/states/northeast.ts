import { type StateCode } from '../../../states';
import { type StateTaxData } from '../../../taxYearData';
import { AGENCY_SOURCES } from '../agencySources';
import { ESTIMATED_UI_SOURCES as E } from '../estimatedUiSources';
import { SOURCES } from '../sources';
import { UI_SOURCES as U } from '../unemploymentSources';
import { FOLLOWS_FUTA_TEST, PFML_WAGE_BASE } from './common';
import { NH_NEW_EMPLOYER_RATE } from './quarterRates';

/** 2026 figures for the Northeast census region. */
export const NORTHEAST_2026 = {
  CT: {
    unemployment: {
      wageBase: { value: 27_000, ...AGENCY_SOURCES.CT_DOL_2026 },
      newEmployerRate: { value: 0.019, ...AGENCY_SOURCES.CT_DOL_2026 },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'CT_PAID_LEAVE',
        label: 'Connecticut Paid Leave',
        payer: 'employee',
        rate: { value: 0.005, ...SOURCES.EY_PFML },
        wageBase: PFML_WAGE_BASE,
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 16.94, ...SOURCES.MW_WHB },
  },
  MA: {
    unemployment: {
      wageBase: { value: 15_000, ...U.MA_DUA_2026 },
      newEmployerRate: {
        value: 0.0242,
        ...U.MA_DUA_2026,
        note: 'Schedule E; the 0.056% Workforce Training Fund is its own line (MA_WORKFORCE_TRAINING).',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'MA_PFML',
        label: 'Massachusetts Paid Family and Medical Leave, employee share',
        payer: 'employee',
        rate: { value: 0.0046, ...SOURCES.MA_PFML, note: '0.28% medical + 0.18% family.' },
        wageBase: { value: 184_500, ...SOURCES.MA_PFML },
      },
      {
        code: 'MA_PFML',
        label: 'Massachusetts Paid Family and Medical Leave, employer share',
        payer: 'employer',
        rate: { value: 0.0042, ...SOURCES.MA_PFML, note: '60% of the 0.70% medical contribution.' },
        wageBase: { value: 184_500, ...SOURCES.MA_PFML },
        employerSize: { minEmployees: 25 },
        exemptionNotice:
          'Massachusetts PFML: employers with fewer than 25 covered individuals pay no employer share; the employee share is still withheld.',
      },
    ],
    incomeTax: {
      value: { kind: 'flat', rate: 0.05 },
      ...SOURCES.STATE_RATE_UNVERIFIED,
      estimated: true,
      note: 'The 4% surtax on very high incomes is not included.',
    },
    minimumWage: { value: 15, ...SOURCES.MW_HRM },
  },
  ME: {
    unemployment: {
      wageBase: { value: 12_000, ...E.ME_MDOL_2026 },
      newEmployerRate: {
        value: 0.0241,
        ...E.ME_MDOL_2026,
        estimated: true,
        note: 'Not an agency figure: the engine’s earlier, unconfirmed default, kept until MDOL’s 2026 predetermined yield is found. Enter your assigned rate.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'ME_PFML',
        label: 'Maine Paid Family and Medical Leave, employee share',
        payer: 'employee',
        rate: { value: 0.005, ...SOURCES.EY_PFML },
        wageBase: PFML_WAGE_BASE,
      },
      {
        code: 'ME_PFML',
        label: 'Maine Paid Family and Medical Leave, employer share',
        payer: 'employer',
        rate: { value: 0.005, ...SOURCES.EY_PFML },
        wageBase: PFML_WAGE_BASE,
        employerSize: { minEmployees: 15 },
        exemptionNotice:
          'Maine PFML: employers with fewer than 15 employees pay no employer share; the employee share is still withheld.',
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 15.1, ...SOURCES.MW_WHB, note: 'Portland $16.75.' },
  },
  NH: {
    unemployment: {
      wageBase: { value: 14_000, ...U.NH_NHES_2026 },
      newEmployerRate: NH_NEW_EMPLOYER_RATE,
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [],
    incomeTax: { value: { kind: 'none' }, ...SOURCES.NOTAX },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
  NJ: {
    unemployment: {
      wageBase: { value: 44_800, ...SOURCES.NJDOL },
      newEmployerRate: {
        value: 0.028,
        ...U.NJ_DOL_2026,
        note: '2.6825% UI plus 0.1175% for the workforce and supplemental workforce funds.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: {
        value: { rate: 0.00425, wageBase: 44_800 },
        ...SOURCES.NJ_UI_EMPLOYEE,
        note: 'UI 0.3825% plus workforce/supplemental fund 0.0425%.',
      },
    },
    programs: [
      {
        code: 'NJ_TDI',
        label: 'New Jersey TDI (temporary disability), employee share',
        payer: 'employee',
        rate: { value: 0.0019, ...SOURCES.NJ_TDI_FLI },
        wageBase: { value: 171_100, ...SOURCES.NJ_TDI_FLI },
      },
      {
        code: 'NJ_FLI',
        label: 'New Jersey Family Leave Insurance',
        payer: 'employee',
        rate: { value: 0.0023, ...SOURCES.NJ_TDI_FLI },
        wageBase: { value: 171_100, ...SOURCES.NJ_TDI_FLI },
      },
      {
        code: 'NJ_TDI',
        label: 'New Jersey TDI (temporary disability), employer share',
        payer: 'employer',
        rate: {
          value: 0.005,
          ...SOURCES.NJ_TDI_FLI,
          estimated: true,
          note: 'New-employer rate; later years are experience-rated (0.1% to 0.75%).',
        },
        wageBase: { value: 44_800, ...SOURCES.NJ_TDI_FLI },
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: {
      value: 15.92,
      ...SOURCES.MW_WHB,
      note: '$15.23 for employers with fewer than 6 employees.',
    },
  },
  NY: {
    unemployment: {
      wageBase: {
        value: 17_600,
        ...SOURCES.NY_UI,
        note: 'Bloomberg Tax (Feb 2026); mid-2025 sources said 13,000.',
      },
      newEmployerRate: {
        value: 0.041,
        ...SOURCES.NY_UI,
        note: 'Includes the 0.075% Re-employment Service Fund.',
      },
      quarterlyTrigger: { value: 500, ...SOURCES.UI_THRESH },
      employee: null,
    },
    programs: [
      {
        code: 'NY_PFL',
        label: 'New York Paid Family Leave',
        payer: 'employee',
        rate: { value: 0.00432, ...SOURCES.NY_PFL },
        wageBase: null,
        annualCap: { value: 411.91, ...SOURCES.NY_PFL },
        minHoursPerWeek: 20,
        liveInCovered: true,
        notice:
          'New York DBL and PFL cover a domestic worker employed 20 or more hours a week (and 30 or more days a year); you buy the policy from an insurer.',
      },
      {
        code: 'NY_DBL',
        label: 'New York disability benefits (DBL), employee share',
        payer: 'employee',
        rate: { value: 0.005, ...SOURCES.NY_DBL },
        wageBase: null,
        weeklyCap: { value: 0.6, ...SOURCES.NY_DBL },
        minHoursPerWeek: 20,
        liveInCovered: true,
        notice:
          'New York DBL: the employer pays the rest of the insurer’s premium above the employee’s $0.60 a week; that premium is not included.',
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: {
      value: 16,
      ...SOURCES.MW_WHB,
      note: '$17.00 in New York City, Long Island and Westchester.',
    },
  },
  PA: {
    unemployment: {
      wageBase: { value: 10_000, ...AGENCY_SOURCES.PA_DLI_UC },
      newEmployerRate: { value: 0.03822, ...AGENCY_SOURCES.PA_DLI_UC },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: { value: { rate: 0.0007, wageBase: null }, ...SOURCES.PA_UC },
    },
    programs: [],
    incomeTax: {
      value: { kind: 'flat', rate: 0.0307 },
      ...SOURCES.STATE_RATE_UNVERIFIED,
      estimated: true,
      note: 'Local earned income tax is not included.',
    },
    minimumWage: { value: 7.25, ...SOURCES.MW_BALLOT },
  },
  RI: {
    unemployment: {
      wageBase: {
        value: 30_800,
        ...SOURCES.RIDLT,
        note: 'New and most employers; 32,300 for the highest-rate employers.',
      },
      newEmployerRate: {
        value: 0.0121,
        ...SOURCES.RIDLT,
        note: 'Includes the 0.21% Job Development Assessment.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'RI_TDI',
        label: 'Rhode Island TDI/TCI (temporary disability and caregiver insurance)',
        payer: 'employee',
        rate: { value: 0.011, ...SOURCES.RIDLT },
        wageBase: { value: 100_000, ...SOURCES.RIDLT },
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 16, ...SOURCES.MW_WHB },
  },
  VT: {
    unemployment: {
      wageBase: {
        value: 14_800,
        ...E.VT_VDOL_RATES,
        estimated: true,
        note: 'The 2025 wage base (VDOL); the 2026 figure was not found.',
      },
      newEmployerRate: {
        value: 0.01,
        ...E.VT_VDOL_RATES,
        estimated: true,
        note: 'From an earlier edition of the VDOL page (the rule dates from 2004); not re-confirmed for 2026.',
      },
      quarterlyTrigger: FOLLOWS_FUTA_TEST,
      employee: null,
    },
    programs: [
      {
        code: 'VT_CHILD_CARE',
        label: 'Vermont Child Care Contribution, employee share',
        payer: 'employee',
        rate: { value: 0.0011, ...SOURCES.VT_CCC, estimated: true },
        wageBase: null,
        requiresStateWithholding: true,
        notice:
          'Vermont Child Care Contribution applies to employers that withhold Vermont income tax; whether a household must pay it was not confirmed.',
      },
      {
        code: 'VT_CHILD_CARE',
        label: 'Vermont Child Care Contribution, employer share',
        payer: 'employer',
        rate: { value: 0.0033, ...SOURCES.VT_CCC, estimated: true },
        wageBase: null,
        requiresStateWithholding: true,
      },
    ],
    incomeTax: { value: { kind: 'graduated' }, ...SOURCES.SH2026 },
    minimumWage: { value: 14.42, ...SOURCES.MW_WHB },
  },
} satisfies Partial<Record<StateCode, StateTaxData>>;
