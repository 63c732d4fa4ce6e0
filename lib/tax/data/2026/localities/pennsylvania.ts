import { type Figure } from '../../../types';
import { type DatedRate, type Locality } from '../../../localities/types';
import { LOCALITY_SOURCES as S } from './sources';

const CARRIED =
  "The rate from July 1, 2026 was not found here: the fiscal-2026 rate is carried forward for the year's later paychecks.";

function wageTaxRates(before: number, after: number): Figure<readonly DatedRate[]> {
  return {
    value: [
      { from: '2025-07-01', rate: before },
      { from: '2026-07-01', rate: after },
    ],
    ...S.PHILADELPHIA,
    estimated: true,
    note: CARRIED,
  };
}

/**
 * Philadelphia's Wage Tax (residents on all wages, non-residents on work done in the city; the
 * rate changes each July 1) and Pennsylvania's local earned income tax, whose 2,500-odd rates the
 * family enters. See docs/tax.md#philadelphia-wage-tax and docs/tax.md#enter-your-local-rate.
 */
export const PENNSYLVANIA_LOCALITIES: readonly Locality[] = [
  {
    code: 'PA-PHILADELPHIA',
    name: 'Philadelphia',
    state: 'PA',
    tax: {
      kind: 'wageTax',
      resident: wageTaxRates(0.0374, 0.0374),
      nonresident: wageTaxRates(0.0343, 0.0343),
    },
  },
  {
    code: 'PA-EIT',
    name: 'Elsewhere in Pennsylvania (local earned income tax: enter the rate)',
    state: 'PA',
    tax: {
      kind: 'enterRate',
      lookup: {
        value:
          "Pennsylvania's local earned income tax (EIT): enter the higher of the resident rate of the place your nanny lives and the non-resident rate of the place she works (the DCED's tax register lists both by address).",
        ...S.PA_EIT,
      },
    },
  },
];
