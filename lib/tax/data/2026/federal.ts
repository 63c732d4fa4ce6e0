import { type FederalTaxData } from '../../types';
import { creditReductionFigures, FUTA_CREDIT_REDUCTIONS } from '../futaCreditReductions';
import { SOURCES } from './sources';

/**
 * Federal figures for 2026. Cross-checks done when transcribing:
 * - Household threshold $3,000 = SSA formula $1,000 × 69,846.57 / 23,132.67 = $3,019, rounded down
 *   to a multiple of $100.
 * - Each Pub 15-T standard table equals the 2026 brackets shifted by (standard deduction − Worksheet
 *   1A line 1g): single 16,100 − 8,600 = 7,500; married 32,200 − 12,900 = 19,300; head of household
 *   24,150 − 8,600 = 15,550. Every base amount was re-added from the rows below it (e.g. single
 *   1,240 + 12% × 38,000 = 5,800). Step 2 tables are the same brackets halved over half the
 *   standard deduction (single 8,050; married 16,100; head of household 12,075).
 * - Head-of-household brackets are the Pub 15-T table minus 15,550 (17,700 / 67,450 / 105,700 /
 *   201,750 / 256,200 / 640,600).
 */
export const FEDERAL_2026: FederalTaxData = {
  socialSecurity: {
    employeeRate: { value: 0.062, ...SOURCES.SSA_COLA },
    employerRate: { value: 0.062, ...SOURCES.SSA_COLA },
    wageBase: { value: 184_500, ...SOURCES.SSA_COLA },
  },
  medicare: {
    employeeRate: { value: 0.0145, ...SOURCES.PUB926_2026 },
    employerRate: { value: 0.0145, ...SOURCES.PUB926_2026 },
  },
  additionalMedicare: {
    rate: { value: 0.009, ...SOURCES.PUB926_2026 },
    threshold: { value: 200_000, ...SOURCES.PUB926_2026 },
  },
  householdFicaThreshold: { value: 3_000, ...SOURCES.HWS2026 },
  futa: {
    netRate: { value: 0.006, ...SOURCES.PUB926_2026, note: '6.0% less the 5.4% state credit' },
    wageBase: { value: 7_000, ...SOURCES.FUTA_BASE },
    quarterlyTest: { value: 1_000, ...SOURCES.PUB926_2026 },
    creditReductions: creditReductionFigures(FUTA_CREDIT_REDUCTIONS[2026]),
  },
  withholding: {
    periodsPerYear: {
      value: { weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12 },
      ...SOURCES.P15T_2026,
    },
    step1Adjustment: { value: { married: 12_900, other: 8_600 }, ...SOURCES.P15T_2026 },
    standardTables: {
      ...SOURCES.P15T_2026,
      value: {
        single: [
          { over: 0, base: 0, rate: 0 },
          { over: 7_500, base: 0, rate: 0.1 },
          { over: 19_900, base: 1_240, rate: 0.12 },
          { over: 57_900, base: 5_800, rate: 0.22 },
          { over: 113_200, base: 17_966, rate: 0.24 },
          { over: 209_275, base: 41_024, rate: 0.32 },
          { over: 263_725, base: 58_448, rate: 0.35 },
          { over: 648_100, base: 192_979.25, rate: 0.37 },
        ],
        married: [
          { over: 0, base: 0, rate: 0 },
          { over: 19_300, base: 0, rate: 0.1 },
          { over: 44_100, base: 2_480, rate: 0.12 },
          { over: 120_100, base: 11_600, rate: 0.22 },
          { over: 230_700, base: 35_932, rate: 0.24 },
          { over: 422_850, base: 82_048, rate: 0.32 },
          { over: 531_750, base: 116_896, rate: 0.35 },
          { over: 788_000, base: 206_583.5, rate: 0.37 },
        ],
        head_of_household: [
          { over: 0, base: 0, rate: 0 },
          { over: 15_550, base: 0, rate: 0.1 },
          { over: 33_250, base: 1_770, rate: 0.12 },
          { over: 83_000, base: 7_740, rate: 0.22 },
          { over: 121_250, base: 16_155, rate: 0.24 },
          { over: 217_300, base: 39_207, rate: 0.32 },
          { over: 271_750, base: 56_631, rate: 0.35 },
          { over: 656_150, base: 191_171, rate: 0.37 },
        ],
      },
    },
    step2Tables: {
      ...SOURCES.P15T_2026,
      value: {
        single: [
          { over: 0, base: 0, rate: 0 },
          { over: 8_050, base: 0, rate: 0.1 },
          { over: 14_250, base: 620, rate: 0.12 },
          { over: 33_250, base: 2_900, rate: 0.22 },
          { over: 60_900, base: 8_983, rate: 0.24 },
          { over: 108_938, base: 20_512, rate: 0.32 },
          { over: 136_163, base: 29_224, rate: 0.35 },
          { over: 328_350, base: 96_489.63, rate: 0.37 },
        ],
        married: [
          { over: 0, base: 0, rate: 0 },
          { over: 16_100, base: 0, rate: 0.1 },
          { over: 28_500, base: 1_240, rate: 0.12 },
          { over: 66_500, base: 5_800, rate: 0.22 },
          { over: 121_800, base: 17_966, rate: 0.24 },
          { over: 217_875, base: 41_024, rate: 0.32 },
          { over: 272_325, base: 58_448, rate: 0.35 },
          { over: 400_450, base: 103_291.75, rate: 0.37 },
        ],
        head_of_household: [
          { over: 0, base: 0, rate: 0 },
          { over: 12_075, base: 0, rate: 0.1 },
          { over: 20_925, base: 885, rate: 0.12 },
          { over: 45_800, base: 3_870, rate: 0.22 },
          { over: 64_925, base: 8_077.5, rate: 0.24 },
          { over: 112_950, base: 19_603.5, rate: 0.32 },
          { over: 140_175, base: 28_315.5, rate: 0.35 },
          { over: 332_375, base: 95_585.5, rate: 0.37 },
        ],
      },
    },
  },
  incomeTax: {
    standardDeduction: {
      value: { single: 16_100, married: 32_200, head_of_household: 24_150 },
      ...SOURCES.IRS_2026_INFL,
    },
    brackets: {
      ...SOURCES.IRS_2026_INFL,
      note: 'Intermediate single/married bounds and all head-of-household bounds cross-checked against the Pub 15-T tables.',
      value: {
        single: [
          { upTo: 12_400, rate: 0.1 },
          { upTo: 50_400, rate: 0.12 },
          { upTo: 105_700, rate: 0.22 },
          { upTo: 201_775, rate: 0.24 },
          { upTo: 256_225, rate: 0.32 },
          { upTo: 640_600, rate: 0.35 },
          { upTo: null, rate: 0.37 },
        ],
        married: [
          { upTo: 24_800, rate: 0.1 },
          { upTo: 100_800, rate: 0.12 },
          { upTo: 211_400, rate: 0.22 },
          { upTo: 403_550, rate: 0.24 },
          { upTo: 512_450, rate: 0.32 },
          { upTo: 768_700, rate: 0.35 },
          { upTo: null, rate: 0.37 },
        ],
        head_of_household: [
          { upTo: 17_700, rate: 0.1 },
          { upTo: 67_450, rate: 0.12 },
          { upTo: 105_700, rate: 0.22 },
          { upTo: 201_750, rate: 0.24 },
          { upTo: 256_200, rate: 0.32 },
          { upTo: 640_600, rate: 0.35 },
          { upTo: null, rate: 0.37 },
        ],
      },
    },
  },
  dependentCareFsaLimit: {
    value: 7_500,
    ...SOURCES.DCFSA,
    note: '$3,750 married filing separately (not an input). The employer plan must adopt the higher limit.',
  },
  childCareCredit: {
    expenseCap: { value: { one: 3_000, twoOrMore: 6_000 }, ...SOURCES.CDCC },
    schedule: {
      ...SOURCES.CDCC,
      value: {
        maxRate: 0.5,
        firstPhaseStartAgi: 15_000,
        firstPhaseStep: 2_000,
        firstPhaseFloor: 0.35,
        secondPhaseStartAgi: { joint: 150_000, other: 75_000 },
        secondPhaseStep: { joint: 4_000, other: 2_000 },
        secondPhaseFloor: 0.2,
      },
    },
  },
  minimumWage: { value: 7.25, ...SOURCES.FED_MIN_WAGE },
  overtimeWeeklyHours: { value: 40, ...SOURCES.DOL_FS79D },
};
