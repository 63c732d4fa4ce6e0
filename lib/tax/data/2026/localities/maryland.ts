import { type Figure } from '../../../types';
import { type Locality, type MarylandCountyRate } from '../../../localities/types';
import { LOCALITY_SOURCES as S } from './sources';

/** The guide's ten local rates: a county withholds at the first that equals or exceeds its own. */
export const MARYLAND_SCHEDULE_RATES: Figure<readonly number[]> = {
  value: [0.0225, 0.024, 0.0265, 0.0275, 0.0285, 0.03, 0.0305, 0.031, 0.032, 0.033],
  ...S.MD_GUIDE,
};

/**
 * A county's 2026 rate from the Comptroller's memo (Attachment 1); the guide withholds it at the
 * first of its ten schedules that equals or exceeds it (docs/tax-local.md#maryland-counties).
 */
function memo(rate: number): Figure<MarylandCountyRate> {
  return { value: { kind: 'flat', rate }, ...S.MD_MEMO };
}

function county(slug: string, name: string, rate: Figure<MarylandCountyRate>): Locality {
  return { code: `MD-${slug}`, name, state: 'MD', tax: { kind: 'marylandCounty', rate } };
}

/** [over, base, rate] rows of a county's marginal brackets on Maryland taxable income. */
function brackets(...rows: readonly (readonly [number, number, number])[]) {
  return rows.map(([over, base, rate]) => ({ over, base, rate }));
}

/**
 * The 23 counties and Baltimore City, 2026. Maryland taxes by county of residence (the county on
 * Form MW507), so the nanny's home county is the one to choose. See docs/tax-local.md#maryland-counties.
 */
export const MARYLAND_LOCALITIES: readonly Locality[] = [
  county('ALLEGANY', 'Allegany County', memo(0.032)),
  county('ANNE-ARUNDEL', 'Anne Arundel County', {
    value: {
      kind: 'brackets',
      single: brackets([0, 0, 0.027], [50_000, 1350, 0.0294], [400_000, 11_640, 0.032]),
      joint: brackets([0, 0, 0.027], [75_000, 2025, 0.0294], [480_000, 13_932, 0.032]),
    },
    ...S.MD_MEMO,
    note: "Marginal county brackets on Maryland taxable income; the guide does not say which schedule to use for them, so they are applied to the withholding formula's taxable wages.",
  }),
  county('BALTIMORE-CITY', 'Baltimore City', memo(0.032)),
  county('BALTIMORE', 'Baltimore County', memo(0.032)),
  county('CALVERT', 'Calvert County', memo(0.032)),
  county('CAROLINE', 'Caroline County', memo(0.032)),
  county('CARROLL', 'Carroll County', memo(0.0303)),
  county('CECIL', 'Cecil County', memo(0.0274)),
  county('CHARLES', 'Charles County', memo(0.0303)),
  county('DORCHESTER', 'Dorchester County', memo(0.033)),
  county('FREDERICK', 'Frederick County', {
    value: {
      kind: 'brackets',
      single: brackets(
        [0, 0, 0.0225],
        [25_000, 562.5, 0.0275],
        [50_000, 1250, 0.0296],
        [150_000, 4210, 0.032],
      ),
      joint: brackets(
        [0, 0, 0.0225],
        [25_000, 562.5, 0.0275],
        [100_000, 2625, 0.0296],
        [250_000, 7065, 0.032],
      ),
    },
    ...S.MD_MEMO,
    note: "Marginal county brackets on Maryland taxable income; the guide does not say which schedule to use for them, so they are applied to the withholding formula's taxable wages.",
  }),
  county('GARRETT', 'Garrett County', memo(0.0265)),
  county('HARFORD', 'Harford County', memo(0.0306)),
  county('HOWARD', 'Howard County', memo(0.032)),
  county('KENT', 'Kent County', memo(0.033)),
  county('MONTGOMERY', 'Montgomery County', memo(0.032)),
  county('PRINCE-GEORGES', "Prince George's County", memo(0.032)),
  county('QUEEN-ANNES', "Queen Anne's County", memo(0.032)),
  county('ST-MARYS', "St. Mary's County", memo(0.032)),
  county('SOMERSET', 'Somerset County', memo(0.032)),
  county('TALBOT', 'Talbot County', memo(0.024)),
  county('WASHINGTON', 'Washington County', memo(0.0295)),
  county('WICOMICO', 'Wicomico County', memo(0.032)),
  county('WORCESTER', 'Worcester County', memo(0.0225)),
];
