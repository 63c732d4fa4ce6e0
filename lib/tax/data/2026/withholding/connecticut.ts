import { type PhasedTaxColumn, type StateWithholdingTable } from '../../../state/withholding/types';
import { ladder, rows, steps } from './helpers';
import { WITHHOLDING_SOURCES as S } from './sources';

/** Table A: the exemption, less $1,000 for each $1,000 (or part) of wages over `start`. */
function exemption(amount: number, start: number) {
  // "More than" rows: the first cut is at start + 1 cent.
  return {
    kind: 'stepped',
    amount,
    phaseStart: start + 0.01,
    per: 1000,
    step: 1000,
    floor: 0,
  } as const;
}

/** Table B for codes A, D and F. */
const SINGLE_ROWS = rows(
  [0, 0, 0.02],
  [10_000, 200, 0.045],
  [50_000, 2000, 0.055],
  [100_000, 4750, 0.06],
  [200_000, 10_750, 0.065],
  [250_000, 14_000, 0.069],
  [500_000, 31_250, 0.0699],
);

/** Table D for codes A, D and F. */
const SINGLE_RECAPTURE = [
  ...ladder(105_000, 5000, 10, 25, 25),
  ...ladder(200_000, 5000, 30, 340, 90),
  ...ladder(500_000, 5000, 9, 3000, 50),
];

/** Table E steps of 0.05 from 0.75 down to 0.40, then the given tail. */
function credits(...pairs: readonly (readonly [number, number])[]) {
  return steps(...pairs);
}

/** Code F: single. */
const CODE_F: PhasedTaxColumn = {
  exemption: exemption(15_000, 30_000),
  rows: SINGLE_ROWS,
  addBack: ladder(56_500, 5000, 10, 25, 25),
  recapture: SINGLE_RECAPTURE,
  credits: credits(
    [15_000, 0.75],
    [18_800, 0.7],
    [19_300, 0.65],
    [19_800, 0.6],
    [20_300, 0.55],
    [20_800, 0.5],
    [21_300, 0.45],
    [21_800, 0.4],
    [22_300, 0.35],
    [25_000, 0.3],
    [25_500, 0.25],
    [26_000, 0.2],
    [26_500, 0.15],
    [31_300, 0.14],
    [31_800, 0.13],
    [32_300, 0.12],
    [32_800, 0.11],
    [33_300, 0.1],
    [60_000, 0.09],
    [60_500, 0.08],
    [61_000, 0.07],
    [61_500, 0.06],
    [62_000, 0.05],
    [62_500, 0.04],
    [63_000, 0.03],
    [63_500, 0.02],
    [64_000, 0.01],
    [64_500, 0],
  ),
};

/** Code A: married filing jointly, both spouses working (or filing separately). */
const CODE_A: PhasedTaxColumn = {
  exemption: exemption(12_000, 24_000),
  rows: SINGLE_ROWS,
  addBack: ladder(50_250, 2500, 10, 25, 25),
  recapture: SINGLE_RECAPTURE,
  credits: credits(
    [12_000, 0.75],
    [15_000, 0.7],
    [15_500, 0.65],
    [16_000, 0.6],
    [16_500, 0.55],
    [17_000, 0.5],
    [17_500, 0.45],
    [18_000, 0.4],
    [18_500, 0.35],
    [20_000, 0.3],
    [20_500, 0.25],
    [21_000, 0.2],
    [21_500, 0.15],
    [25_000, 0.14],
    [25_500, 0.13],
    [26_000, 0.12],
    [26_500, 0.11],
    [27_000, 0.1],
    [48_000, 0.09],
    [48_500, 0.08],
    [49_000, 0.07],
    [49_500, 0.06],
    [50_000, 0.05],
    [50_500, 0.04],
    [51_000, 0.03],
    [51_500, 0.02],
    [52_000, 0.01],
    [52_500, 0],
  ),
};

/** Code B: head of household. */
const CODE_B: PhasedTaxColumn = {
  exemption: exemption(19_000, 38_000),
  rows: rows(
    [0, 0, 0.02],
    [16_000, 320, 0.045],
    [80_000, 3200, 0.055],
    [160_000, 7600, 0.06],
    [320_000, 17_200, 0.065],
    [400_000, 22_400, 0.069],
    [800_000, 50_000, 0.0699],
  ),
  addBack: ladder(78_500, 4000, 10, 40, 40),
  recapture: [
    ...ladder(168_000, 8000, 10, 40, 40),
    ...ladder(320_000, 8000, 30, 540, 140),
    ...ladder(800_000, 8000, 9, 4680, 80),
  ],
  credits: credits(
    [19_000, 0.75],
    [24_000, 0.7],
    [24_500, 0.65],
    [25_000, 0.6],
    [25_500, 0.55],
    [26_000, 0.5],
    [26_500, 0.45],
    [27_000, 0.4],
    [27_500, 0.35],
    [34_000, 0.3],
    [34_500, 0.25],
    [35_000, 0.2],
    [35_500, 0.15],
    [44_000, 0.14],
    [44_500, 0.13],
    [45_000, 0.12],
    [45_500, 0.11],
    [46_000, 0.1],
    [74_000, 0.09],
    [74_500, 0.08],
    [75_000, 0.07],
    [75_500, 0.06],
    [76_000, 0.05],
    [76_500, 0.04],
    [77_000, 0.03],
    [77_500, 0.02],
    [78_000, 0.01],
    [78_500, 0],
  ),
};

/** Connecticut, TPG-211 (2026). */
export const CONNECTICUT_WITHHOLDING_2026: StateWithholdingTable = {
  CT: {
    value: {
      kind: 'phasedTax',
      columns: { single: CODE_F, married: CODE_A, head_of_household: CODE_B },
    },
    ...S.CT,
    note: 'CT-W4 codes: single F, married A (both spouses working; code C, spouse not working, withholds less), head of household B. Code D (no exemption) applies when no CT-W4 is given.',
  },
};
