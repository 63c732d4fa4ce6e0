import { type Figure } from '../../../types';
import { type Locality, type MarylandCountyRate } from '../../../localities/types';
import { LOCALITY_SOURCES as S } from './sources';

/** The guide's ten local rates: a county withholds at the first that equals or exceeds its own. */
export const MARYLAND_SCHEDULE_RATES: Figure<readonly number[]> = {
  value: [0.0225, 0.024, 0.0265, 0.0275, 0.0285, 0.03, 0.0305, 0.031, 0.032, 0.033],
  ...S.MD_GUIDE,
};

/** The county rate is the 2026 one: the guide's own schedule for the county pins it. */
function scheduled(rate: number, schedule: string): Figure<MarylandCountyRate> {
  return {
    value: { kind: 'flat', rate },
    ...S.MD_GUIDE,
    note: `The guide withholds this county at its ${schedule} schedule; the county's own rate is the 2024 figure.`,
  };
}

/** A 2024 rate carried forward to 2026 (the 2026 county table was not found here). */
function carried(rate: number): Figure<MarylandCountyRate> {
  return {
    value: { kind: 'flat', rate },
    ...S.MD_2024,
    estimated: true,
    note: 'The 2024 county rate, carried forward: the 2026 county table was not found here.',
  };
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
  county('ALLEGANY', 'Allegany County', carried(0.0303)),
  county('ANNE-ARUNDEL', 'Anne Arundel County', {
    value: {
      kind: 'brackets',
      single: brackets([0, 0, 0.027], [50_000, 1350, 0.0294], [400_000, 11_640, 0.032]),
      joint: brackets([0, 0, 0.027], [75_000, 2025, 0.0294], [480_000, 13_932, 0.032]),
    },
    ...S.MD_MEMO,
    note: "Marginal county brackets on Maryland taxable income; the guide does not say which schedule to use for them, so they are applied to the withholding formula's taxable wages.",
  }),
  county('BALTIMORE-CITY', 'Baltimore City', carried(0.032)),
  county('BALTIMORE', 'Baltimore County', carried(0.032)),
  county('CALVERT', 'Calvert County', carried(0.03)),
  county('CAROLINE', 'Caroline County', carried(0.032)),
  county('CARROLL', 'Carroll County', scheduled(0.0303, '3.05%')),
  county('CECIL', 'Cecil County', scheduled(0.0275, '2.75%')),
  county('CHARLES', 'Charles County', carried(0.0303)),
  county('DORCHESTER', 'Dorchester County', {
    ...carried(0.033),
    note: 'As reported for 2026 by ELGUEDDARI/statelinecalc (3.30%); the 2026 county table was not found here.',
  }),
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
  county('GARRETT', 'Garrett County', scheduled(0.0265, '2.65%')),
  county('HARFORD', 'Harford County', scheduled(0.0306, '3.10%')),
  county('HOWARD', 'Howard County', carried(0.032)),
  county('KENT', 'Kent County', {
    value: { kind: 'flat', rate: 0.033 },
    ...S.MD_GUIDE,
    note: 'The guide withholds Kent County at its 3.30% schedule, the legal maximum, so the rate is 3.30%.',
  }),
  county('MONTGOMERY', 'Montgomery County', scheduled(0.032, '3.20%')),
  county('PRINCE-GEORGES', "Prince George's County", carried(0.032)),
  county('QUEEN-ANNES', "Queen Anne's County", carried(0.032)),
  county('ST-MARYS', "St. Mary's County", carried(0.03)),
  county('SOMERSET', 'Somerset County', carried(0.032)),
  county('TALBOT', 'Talbot County', scheduled(0.024, '2.40%')),
  county('WASHINGTON', 'Washington County', scheduled(0.0295, '3.00%')),
  county('WICOMICO', 'Wicomico County', carried(0.032)),
  county('WORCESTER', 'Worcester County', {
    value: { kind: 'flat', rate: 0.0225 },
    ...S.MD_GUIDE,
    note: 'The guide withholds Worcester County at its 2.25% schedule, the legal minimum, so the rate is 2.25%.',
  }),
];
