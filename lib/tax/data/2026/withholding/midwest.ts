import { type StateWithholdingTable } from '../../../state/withholding/types';
import { all, cols, fixed, flat, NO_ALLOWANCES, ONE_ALLOWANCE, rows } from './helpers';
import { WITHHOLDING_SOURCES as S } from './sources';

/** 2026 withholding methods, Midwest census region (SD has no wage income tax). */
export const MIDWEST_WITHHOLDING_2026: StateWithholdingTable = {
  IA: {
    value: {
      kind: 'brackets',
      rows: all(flat(0.038)),
      standardDeduction: cols(fixed(13_000), fixed(13_000), fixed(19_500)),
      allowanceCredit: 40,
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'cent',
    },
    ...S.IA,
    note: 'Married uses the "spouse also earns" deduction ($13,000; $26,000 when the spouse has no income). Allowances are $40 tax credits each.',
  },
  IL: {
    value: {
      kind: 'brackets',
      rows: all(flat(0.0495)),
      allowanceExemption: 2925,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.IL,
    note: 'IL-W-4 Line 1 allowances at $2,925 each; Line 2 ($1,000 each) is not an input.',
  },
  IN: {
    value: {
      kind: 'brackets',
      rows: all(flat(0.0295)),
      allowanceExemption: 1000,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.IN,
    note: 'WH-4 personal exemptions at $1,000 each; dependent exemptions ($1,500) are not a separate input. County tax is not included.',
  },
  KS: {
    value: {
      kind: 'brackets',
      rows: cols(
        rows([0, 0, 0], [3605, 0, 0.052], [26_605, 1196, 0.0558]),
        rows([0, 0, 0], [8240, 0, 0.052], [54_240, 2392, 0.0558]),
      ),
      standardDeduction: cols(fixed(9160), fixed(18_320)),
      allowanceExemption: 2320,
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'dollar',
    },
    ...S.KS,
    estimated: true,
    note: 'KW-100 revision effective July 1, 2024 is the latest found; 2026 not confirmed. Allowances count dependents ($2,320 each).',
  },
  MI: {
    value: {
      kind: 'brackets',
      rows: all(flat(0.0425)),
      allowanceExemption: 5900,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.MI,
  },
  MN: {
    value: {
      kind: 'brackets',
      rows: cols(
        rows(
          [0, 0, 0],
          [4700, 0, 0.0535],
          [38_010, 1782.09, 0.068],
          [114_130, 6958.25, 0.0785],
          [207_850, 14_315.27, 0.0985],
        ),
        rows(
          [0, 0, 0],
          [14_700, 0, 0.0535],
          [63_400, 2605.45, 0.068],
          [208_180, 12_450.49, 0.0785],
          [352_630, 23_789.82, 0.0985],
        ),
      ),
      allowanceExemption: 5300,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.MN,
  },
  MO: {
    value: {
      kind: 'brackets',
      rows: all(
        rows(
          [0, 0, 0],
          [1348, 0, 0.02],
          [2696, 26.96, 0.025],
          [4044, 60.66, 0.03],
          [5392, 101.1, 0.035],
          [6740, 148.28, 0.04],
          [8088, 202.2, 0.045],
          [9436, 262.86, 0.047],
        ),
      ),
      standardDeduction: cols(fixed(16_100), fixed(16_100), fixed(24_150)),
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'dollar',
    },
    ...S.MO,
    note: 'Married uses the "spouse works" deduction ($16,100; $32,200 when the spouse does not work). Bases computed from the printed rates.',
  },
  ND: {
    value: {
      kind: 'brackets',
      rows: cols(
        rows([0, 0, 0], [57_625, 0, 0.0195], [258_450, 3916.09, 0.025]),
        rows([0, 0, 0], [57_500, 0, 0.0195], [168_525, 2164.99, 0.025]),
        rows([0, 0, 0], [78_475, 0, 0.0195], [289_675, 4118.4, 0.025]),
      ),
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'dollar',
    },
    ...S.ND,
  },
  NE: {
    value: {
      kind: 'brackets',
      rows: cols(
        rows(
          [0, 0, 0],
          [3430, 0, 0.0226],
          [6710, 74.13, 0.0322],
          [21_810, 560.35, 0.0421],
          [31_610, 972.93, 0.0435],
          [40_130, 1343.55, 0.0448],
          [75_370, 2922.3, 0.046],
        ),
        rows(
          [0, 0, 0],
          [8190, 0, 0.0226],
          [13_010, 108.93, 0.0322],
          [32_400, 733.29, 0.0421],
          [50_400, 1491.09, 0.0435],
          [62_530, 2018.75, 0.0448],
          [82_920, 2932.22, 0.046],
        ),
      ),
      allowanceExemption: 2440,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.NE,
  },
  OH: {
    value: {
      kind: 'brackets',
      rows: all(rows([0, 0, 0.01775], [26_050, 462.39, 0.0299], [100_000, 2673.5, 0.0364])),
      allowanceExemption: 650,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.OH,
    estimated: true,
    note: 'The optional computer formula effective October 1, 2025 is the latest found; a 2026 revision for the flat 2.75% tax was not confirmed.',
  },
  WI: {
    value: {
      kind: 'brackets',
      rows: all(
        rows(
          [0, 0, 0.0354],
          [12_760, 451.7, 0.0465],
          [25_520, 1045.04, 0.053],
          [280_950, 14_582.83, 0.0765],
        ),
      ),
      standardDeduction: cols(
        { kind: 'linear', amount: 6702, phaseStart: 17_780, rate: 0.12 },
        { kind: 'linear', amount: 9461, phaseStart: 25_727, rate: 0.2 },
      ),
      allowanceExemption: 400,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.WI,
  },
};
