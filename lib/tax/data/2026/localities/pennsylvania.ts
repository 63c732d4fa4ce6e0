import { type Figure } from '../../../types';
import { type Locality } from '../../../localities/types';
import { LOCALITY_SOURCES as S } from './sources';

const FY2027 =
  'The rate from July 1, 2026 is the one Bill No. 250195 schedules for fiscal 2027, estimated until checked against the Department of Revenue’s notice.';

/** The fiscal-2026 rate to June 30 and the fiscal-2027 rate from July 1, 2026. */
function wageTaxRates(before: number, after: number): Figure<number> {
  return {
    value: before,
    ...S.PHILADELPHIA,
    estimated: true,
    note: FY2027,
    changes: [
      { from: '2026-01-01', value: before },
      { from: '2026-07-01', value: after },
    ],
  };
}

/**
 * Philadelphia's Wage Tax (residents on all wages, non-residents on work done in the city; the
 * rate changes each July 1) and Pennsylvania's local earned income tax, whose 2,500-odd rates the
 * family enters. See docs/tax-local.md#philadelphia-wage-tax and docs/tax-local.md#enter-your-local-rate.
 */
export const PENNSYLVANIA_LOCALITIES: readonly Locality[] = [
  {
    code: 'PA-PHILADELPHIA',
    name: 'Philadelphia',
    state: 'PA',
    tax: {
      kind: 'wageTax',
      resident: wageTaxRates(0.0374, 0.03735),
      nonresident: wageTaxRates(0.0343, 0.03425),
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
