import {
  type StateWithholdingMethod,
  type StateWithholdingTable,
} from '../../../state/withholding/types';
import { all, cols, fixed, flat, NO_ALLOWANCES, ONE_ALLOWANCE, rows } from './helpers';
import { WITHHOLDING_SOURCES as S } from './sources';

/**
 * Arkansas's transition ladder: from $94,701 of net taxable income the table's subtraction falls
 * $10 per $100 row (369.90 → 79.90), taking back the lower brackets; tax = 3.7% × income − it.
 */
const AR_LADDER = Array.from({ length: 30 }, (_, i) => {
  const over = 94_701 + 100 * i;
  return [over, Math.round((0.037 * over - (369.9 - 10 * i)) * 100) / 100, 0.037] as const;
});

const AL_SINGLE_ROWS = rows([0, 0, 0.02], [500, 10, 0.04], [3000, 110, 0.05]);

/** Maryland's state rates with the county part taken out (the guide's schedules include it). */
const MD_SINGLE_ROWS = rows(
  [0, 0, 0.0475],
  [100_000, 4750, 0.05],
  [125_000, 6000, 0.0525],
  [150_000, 7312.5, 0.055],
  [250_000, 12_812.5, 0.0575],
  [500_000, 27_187.5, 0.0625],
  [1_000_000, 58_437.5, 0.065],
);
const MD_JOINT_ROWS = rows(
  [0, 0, 0.0475],
  [150_000, 7125, 0.05],
  [175_000, 8375, 0.0525],
  [225_000, 11_000, 0.055],
  [300_000, 15_125, 0.0575],
  [600_000, 32_375, 0.0625],
  [1_200_000, 69_875, 0.065],
);

/** 2026 withholding methods, South census region (FL, TN, TX have no wage income tax). */
/** Georgia's flat-rate percentage method at `rate` (the guide's deductions and exemption). */
function georgia(rate: number): StateWithholdingMethod {
  return {
    kind: 'brackets',
    rows: all(flat(rate)),
    standardDeduction: cols(fixed(15_000), fixed(30_000), fixed(15_000)),
    allowanceExemption: 5000,
    defaultAllowances: NO_ALLOWANCES,
    rounding: 'cent',
  };
}

export const SOUTH_WITHHOLDING_2026: StateWithholdingTable = {
  AL: {
    value: {
      kind: 'brackets',
      rows: cols(AL_SINGLE_ROWS, rows([0, 0, 0.02], [1000, 20, 0.04], [6000, 220, 0.05])),
      standardDeduction: cols(
        { kind: 'stepped', amount: 3000, phaseStart: 26_000, per: 500, step: 25, floor: 2500 },
        { kind: 'stepped', amount: 8500, phaseStart: 26_000, per: 500, step: 175, floor: 5000 },
        { kind: 'stepped', amount: 5200, phaseStart: 26_000, per: 500, step: 135, floor: 2500 },
      ),
      personalExemption: cols(1500, 3000, 3000),
      allowanceExemption: [
        { over: 0, amount: 1000 },
        { over: 50_000, amount: 500 },
        { over: 100_000, amount: 300 },
      ],
      federalTaxDeduction: { cap: null },
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'cent',
    },
    ...S.AL,
    note: 'Allowances count dependents. The federal income tax withheld (from the W-4 in this request, else none) is deducted, as the formula says.',
  },
  AR: {
    value: {
      kind: 'brackets',
      rows: all(
        rows(
          [0, 0, 0],
          [5600, 0.02, 0.02],
          [11_200, 112.03, 0.03],
          [16_000, 256.03, 0.034],
          [26_400, 609.64, 0.037],
          ...AR_LADDER,
        ),
      ),
      standardDeduction: all(fixed(2470)),
      allowanceCredit: 29,
      taxableMidpoint: { per: 100, below: 97_701 },
      roundAnnualTax: true,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.AR,
    note: 'Rate-minus-subtraction table (with its transition ladder from $94,701) converted to bases; net taxable income under $97,701 goes to the middle of its $100 bracket.',
  },
  DC: {
    value: {
      kind: 'brackets',
      rows: all(
        rows(
          [0, 0, 0.04],
          [10_000, 400, 0.06],
          [40_000, 2200, 0.065],
          [60_000, 3500, 0.085],
          [250_000, 19_650, 0.0925],
          [500_000, 42_775, 0.0975],
          [1_000_000, 91_525, 0.1075],
        ),
      ),
      allowanceExemption: 4300,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.DC,
    estimated: true,
    note: 'Latest confirmed DC withholding parameters are for 2022; 2026 not confirmed.',
  },
  DE: {
    value: {
      kind: 'brackets',
      rows: all(
        rows(
          [0, 0, 0],
          [2000, 0, 0.022],
          [5000, 66, 0.039],
          [10_000, 261, 0.048],
          [20_000, 741, 0.052],
          [25_000, 1001, 0.0555],
          [60_000, 2943.5, 0.066],
        ),
      ),
      standardDeduction: cols(fixed(3250), fixed(6500)),
      allowanceCredit: 110,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.DE,
    estimated: true,
    note: 'The 2025 percentage method is the latest found; 2026 not confirmed.',
  },
  GA: {
    value: georgia(0.0499),
    ...S.GA,
    note: 'The guide effective May 11, 2026 (4.99%). Allowances count dependents.',
    changes: [
      {
        from: '2026-01-01',
        value: georgia(0.0509),
        estimated: true,
        note: 'The January 2026 edition was not found: its rate is taken as the 2026 rate HB 111 (2025) scheduled before HB 463 cut it, 5.09% (5.19% for 2025 less 0.10), with the same deductions.',
      },
      { from: '2026-05-11', value: georgia(0.0499) },
    ],
  },
  KY: {
    value: {
      kind: 'brackets',
      rows: all(flat(0.035)),
      standardDeduction: all(fixed(3360)),
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'cent',
    },
    ...S.KY,
  },
  LA: {
    value: {
      kind: 'brackets',
      rows: all(flat(0.0309)),
      standardDeduction: cols(fixed(12_875), fixed(25_750)),
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'cent',
    },
    ...S.LA,
  },
  MD: {
    value: {
      kind: 'brackets',
      rows: cols(MD_SINGLE_ROWS, MD_JOINT_ROWS, MD_JOINT_ROWS),
      standardDeduction: all(fixed(3400)),
      allowanceExemption: 3200,
      lowIncomeExemption: all(5000),
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.MD,
    note: "State part only: the guide's rate schedules add the county rate (2.25%-3.30%), which is left out and named in a warning.",
  },
  MS: {
    value: {
      kind: 'brackets',
      rows: all(rows([0, 0, 0], [10_000, 0, 0.04])),
      standardDeduction: cols(fixed(2300), fixed(2300), fixed(3400)),
      personalExemption: cols(6000, 6000, 9500),
      allowanceExemption: 1500,
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'dollar',
    },
    ...S.MS,
    note: 'Married uses the "both spouses employed" figures (half of the $12,000 exemption, $2,300 deduction). Allowances count dependents ($1,500 each).',
  },
  NC: {
    value: {
      kind: 'brackets',
      rows: all(flat(0.0409)),
      standardDeduction: cols(fixed(12_750), fixed(12_750), fixed(19_125)),
      allowanceExemption: 2500,
      defaultAllowances: NO_ALLOWANCES,
      rounding: 'dollar',
    },
    ...S.NC,
    note: 'The NC-30 withholding rate (4.09%) is 0.1 point above the 3.99% tax rate.',
  },
  OK: {
    value: {
      kind: 'brackets',
      rows: cols(
        rows([0, 0, 0], [10_100, 0, 0.025], [11_250, 28.75, 0.035], [13_550, 109.25, 0.045]),
        rows([0, 0, 0], [20_200, 0, 0.025], [22_500, 57.5, 0.035], [27_100, 218.5, 0.045]),
      ),
      allowanceExemption: 1000,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'dollar',
    },
    ...S.OK,
  },
  SC: {
    value: {
      kind: 'brackets',
      rows: all(rows([0, 0, 0], [3640, 0, 0.03], [18_230, 437.7, 0.06])),
      standardDeduction: all({ kind: 'percent', rate: 0.1, min: 0, max: 7500 }),
      standardDeductionNeedsAllowance: true,
      allowanceExemption: 5000,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.SC,
  },
  VA: {
    value: {
      kind: 'brackets',
      rows: all(rows([0, 0, 0.02], [3000, 60, 0.03], [5000, 120, 0.05], [17_000, 720, 0.0575])),
      standardDeduction: all(fixed(8750)),
      allowanceExemption: 930,
      roundAnnualTax: true,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.VA,
    note: 'The guide in force since July 2025 covers 2026 (H.B. 1600 sets the $8,750 standard deduction for 2025 and 2026). Age and blindness exemptions ($800) are not an input.',
  },
  WV: {
    value: {
      kind: 'brackets',
      rows: all(
        rows(
          [0, 0, 0.0211],
          [7500, 158.25, 0.0281],
          [18_750, 474.38, 0.0316],
          [30_000, 829.88, 0.0422],
          [45_000, 1462.88, 0.0458],
        ),
      ),
      allowanceExemption: 2000,
      defaultAllowances: ONE_ALLOWANCE,
      rounding: 'cent',
    },
    ...S.WV,
    note: 'The default "two earner / two or more jobs" schedule; the optional one-earner schedule needs a WV/IT-104 certification.',
  },
};
