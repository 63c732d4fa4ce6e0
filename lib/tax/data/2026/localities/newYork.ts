import { type Locality } from '../../../localities/types';
import { SOURCES } from '../sources';
import { LOCALITY_SOURCES as S } from './sources';

/**
 * New York's higher regional minimum (NY Labor Law §652): set by the state for New York City,
 * Long Island and Westchester, from the same source as the state's own rate.
 */
const REGIONAL_MINIMUM = {
  rate: { value: 17, ...SOURCES.MW_WHB },
  householdCoverage: 'covered',
  coverageNote:
    'The state minimum wage order covers household employers; this regional rate replaces the state’s there.',
} as const;

/** A place with only the regional minimum wage (no local income tax). */
function regionalWagePlace(slug: string, name: string): Locality {
  return { code: `NY-${slug}`, name, state: 'NY', minimumWage: REGIONAL_MINIMUM };
}

/**
 * New York City and Yonkers, 2026. NYC taxes residents only (its non-resident earnings tax ended
 * in 1999); Yonkers takes a surcharge on a resident's New York State tax, or a flat earnings tax
 * from a non-resident who works there. The three places with the state's higher regional minimum
 * wage carry it, so the pay is checked against the work place's rate. See docs/tax-local.md#new-york-city-and-yonkers.
 */
export const NEW_YORK_LOCALITIES: readonly Locality[] = [
  {
    code: 'NY-NYC',
    name: 'New York City',
    state: 'NY',
    minimumWage: REGIONAL_MINIMUM,
    tax: {
      kind: 'nycResident',
      schedule: {
        value: {
          deduction: { single: 5000, married: 5500 },
          exemption: 1000,
          // Annual Tax Rate Schedule, identical for single and married in the 1/26 revision.
          rows: [
            { over: 0, base: 0, rate: 0.0205 },
            { over: 8000, base: 164, rate: 0.028 },
            { over: 8700, base: 184, rate: 0.0325 },
            { over: 15_000, base: 388, rate: 0.0395 },
            { over: 25_000, base: 783, rate: 0.0415 },
            { over: 60_000, base: 2236, rate: 0.0425 },
          ],
        },
        ...S.NYC,
      },
    },
  },
  {
    code: 'NY-YONKERS',
    name: 'Yonkers',
    state: 'NY',
    tax: {
      kind: 'yonkers',
      residentSurcharge: { value: 0.1675, ...S.YONKERS },
      nonresident: {
        value: {
          rate: 0.005,
          minimumWages: 4000,
          exclusions: [
            { over: 0, exclusion: 3000 },
            { over: 10_000, exclusion: 2000 },
            { over: 20_000, exclusion: 1000 },
            { over: 30_000, exclusion: 0 },
          ],
        },
        ...S.YONKERS,
      },
    },
  },
  regionalWagePlace('LONG-ISLAND', 'Long Island (Nassau and Suffolk)'),
  regionalWagePlace('WESTCHESTER', 'Westchester County'),
];
