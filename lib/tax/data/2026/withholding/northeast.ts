import { type StateWithholdingTable } from '../../../state/withholding/types';
import { all, cols, fixed, flat, NO_ALLOWANCES, ONE_ALLOWANCE, rows } from './helpers';
import { WITHHOLDING_SOURCES as S } from './sources';

const NY_SINGLE_ROWS = rows(
  [0, 0, 0.039],
  [8500, 332, 0.044],
  [11_700, 472, 0.0515],
  [13_900, 586, 0.054],
  [80_650, 4190, 0.059],
  [96_800, 5143, 0.0703],
  [107_650, 5906, 0.0753],
  [157_650, 9673, 0.064],
  [215_400, 13_369, 0.1144],
  [265_400, 19_091, 0.0735],
);

/**
 * 2026 withholding methods, Northeast census region (NH has no wage income tax; Connecticut's
 * tables are in ./connecticut).
 */
export const NORTHEAST_WITHHOLDING_2026: StateWithholdingTable = {
  MA: {
    value: {
      kind: 'brackets',
      rows: all(rows([0, 0, 0.05], [1_107_750, 55_387.5, 0.09])),
      allowanceExemption: 1000,
      firstAllowanceBonus: 3400,
      ficaDeduction: { cap: 2000 },
      personalCredit: cols(0, 0, 120),
      lowIncomeExemption: all(8000),
      lowIncomeExemptionNeedsAllowance: true,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.MA,
    note: 'Exemptions: $4,400 for the first, $1,000 for each more; Social Security and Medicare withheld are deducted up to $2,000 a year (spread evenly over the year’s paychecks); head of household $120 a year off the tax; no withholding on wages up to $8,000 a year when an exemption is claimed; the 4% surtax tier over $1,107,750.',
  },
  ME: {
    value: {
      kind: 'brackets',
      rows: cols(
        rows([0, 0, 0.058], [27_400, 1589, 0.0675], [64_850, 4117, 0.0715]),
        rows([0, 0, 0.058], [54_850, 3181, 0.0675], [129_750, 8237, 0.0715]),
      ),
      standardDeduction: cols(
        { kind: 'linear', amount: 12_450, phaseStart: 102_250, rate: 0.166 },
        { kind: 'linear', amount: 27_750, phaseStart: 204_550, rate: 0.185 },
      ),
      allowanceExemption: 5300,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'dollar',
    },
    ...S.ME,
  },
  NJ: {
    value: {
      kind: 'brackets',
      rows: cols(
        rows(
          [0, 0, 0.015],
          [20_000, 300, 0.02],
          [35_000, 600, 0.039],
          [40_000, 795, 0.061],
          [75_000, 2930, 0.07],
          [500_000, 32_680, 0.099],
          [1_000_000, 82_180, 0.118],
        ),
        rows(
          [0, 0, 0.015],
          [20_000, 300, 0.02],
          [50_000, 900, 0.027],
          [70_000, 1440, 0.039],
          [80_000, 1830, 0.061],
          [150_000, 6100, 0.07],
          [500_000, 30_600, 0.099],
          [1_000_000, 80_100, 0.118],
        ),
        rows(
          [0, 0, 0.015],
          [20_000, 300, 0.02],
          [50_000, 900, 0.027],
          [70_000, 1440, 0.039],
          [80_000, 1830, 0.061],
          [150_000, 6100, 0.07],
          [500_000, 30_600, 0.099],
          [1_000_000, 80_100, 0.118],
        ),
      ),
      allowanceExemption: 1000,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.NJ,
    estimated: true,
    note: 'Annual Rate A (single) and Rate B (married, head of household) tables; the NJ-W4 letter tables C-E are not an input. In force since October 2020; no 2026 revision was found.',
  },
  NY: {
    value: {
      kind: 'brackets',
      rows: cols(
        NY_SINGLE_ROWS,
        rows(
          [0, 0, 0.039],
          [8500, 332, 0.044],
          [11_700, 472, 0.0515],
          [13_900, 586, 0.054],
          [80_650, 4190, 0.059],
          [96_800, 5143, 0.0657],
          [107_650, 5855, 0.0707],
          [157_650, 9388, 0.0801],
          [211_550, 13_708, 0.064],
          [323_200, 20_854, 0.1349],
          [373_200, 27_600, 0.0735],
          [1_077_550, 79_369, 0.0765],
        ),
      ),
      standardDeduction: cols(fixed(7400), fixed(7950)),
      allowanceExemption: 1000,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.NY,
    note: 'Method II annual schedule; Method III (flat rates on net wages over $1,077,550 single, $2,155,350 married) is not modelled. Head of household uses the single column, as IT-2104 does.',
  },
  PA: {
    value: {
      kind: 'brackets',
      rows: all(flat(0.0307)),
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'cent',
    },
    ...S.PA,
    estimated: true,
    note: '3.07% of compensation with no exemptions, unchanged since 2004; the 2026 page itself was not re-checked.',
  },
  RI: {
    value: {
      kind: 'brackets',
      rows: all(rows([0, 0, 0.0375], [82_050, 3076.88, 0.0475], [186_450, 8035.88, 0.0599])),
      // Exemptions are worth nothing once annual wages pass $290,800.
      allowanceExemption: [
        { over: 0, amount: 1000 },
        { over: 290_800, amount: 0 },
      ],
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.RI,
  },
  VT: {
    value: {
      kind: 'brackets',
      rows: cols(
        rows(
          [0, 0, 0],
          [3925, 0, 0.0335],
          [54_675, 1700.13, 0.066],
          [126_775, 6458.73, 0.076],
          [260_225, 16_600.93, 0.0875],
        ),
        rows(
          [0, 0, 0],
          [11_775, 0, 0.0335],
          [96_475, 2837.45, 0.066],
          [216_525, 10_760.75, 0.076],
          [323_825, 18_915.55, 0.0875],
        ),
      ),
      allowanceExemption: 5400,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.VT,
  },
};
