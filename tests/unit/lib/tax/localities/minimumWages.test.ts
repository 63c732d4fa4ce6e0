/** @jest-environment node */
import { findLocality, LOCALITIES } from '@/lib/tax/localities/lookup';
import { type HouseholdCoverage } from '@/lib/tax/localities/types';
import { TAX_YEARS } from '@/lib/tax/data';

/** Every local minimum wage of 2026: code, name, rate per hour and household coverage. */
const EXPECTED: readonly [string, string, number, HouseholdCoverage][] = [
  ['WA-SEATTLE', 'Seattle', 21.3, 'covered'],
  ['WA-TACOMA', 'Tacoma', 17.13, 'covered'],
  ['WA-SEATAC', 'SeaTac', 20.74, 'excluded'],
  ['WA-BELLINGHAM', 'Bellingham', 19.13, 'unclear'],
  ['WA-BURIEN', 'Burien', 21.63, 'excluded'],
  ['WA-EVERETT', 'Everett', 20.77, 'excluded'],
  ['WA-KING-COUNTY', 'King County (unincorporated)', 20.82, 'excluded'],
  ['WA-RENTON', 'Renton', 21.57, 'excluded'],
  ['WA-TUKWILA', 'Tukwila', 21.65, 'unclear'],
  ['CA-ALAMEDA', 'Alameda', 17.46, 'unclear'],
  ['CA-BELMONT', 'Belmont', 18.95, 'unclear'],
  ['CA-BERKELEY', 'Berkeley', 19.18, 'unclear'],
  ['CA-BURLINGAME', 'Burlingame', 17.86, 'unclear'],
  ['CA-CUPERTINO', 'Cupertino', 18.7, 'unclear'],
  ['CA-DALY-CITY', 'Daly City', 17.5, 'unclear'],
  ['CA-EAST-PALO-ALTO', 'East Palo Alto', 17.9, 'unclear'],
  ['CA-EL-CERRITO', 'El Cerrito', 18.82, 'unclear'],
  ['CA-EMERYVILLE', 'Emeryville', 19.9, 'unclear'],
  ['CA-FOSTER-CITY', 'Foster City', 17.85, 'unclear'],
  ['CA-FREMONT', 'Fremont', 17.75, 'unclear'],
  ['CA-HALF-MOON-BAY', 'Half Moon Bay', 17.91, 'unclear'],
  ['CA-HAYWARD', 'Hayward', 17.79, 'excluded'],
  ['CA-LOS-ALTOS', 'Los Altos', 18.7, 'unclear'],
  ['CA-LOS-ANGELES', 'Los Angeles (city)', 17.87, 'covered'],
  ['CA-LOS-ANGELES-COUNTY', 'Los Angeles County (unincorporated)', 17.81, 'unclear'],
  ['CA-MALIBU', 'Malibu', 17.27, 'unclear'],
  ['CA-MENLO-PARK', 'Menlo Park', 17.55, 'unclear'],
  ['CA-MILPITAS', 'Milpitas', 18.2, 'unclear'],
  ['CA-MOUNTAIN-VIEW', 'Mountain View', 19.7, 'unclear'],
  ['CA-NOVATO', 'Novato', 17.73, 'excluded'],
  ['CA-OAKLAND', 'Oakland', 17.34, 'unclear'],
  ['CA-PALO-ALTO', 'Palo Alto', 18.7, 'unclear'],
  ['CA-PASADENA', 'Pasadena', 18.04, 'unclear'],
  ['CA-PETALUMA', 'Petaluma', 18.31, 'unclear'],
  ['CA-REDWOOD-CITY', 'Redwood City', 18.65, 'unclear'],
  ['CA-RICHMOND', 'Richmond', 19.18, 'unclear'],
  ['CA-SAN-CARLOS', 'San Carlos', 17.75, 'unclear'],
  ['CA-SAN-DIEGO', 'San Diego (city)', 17.75, 'unclear'],
  ['CA-SAN-FRANCISCO', 'San Francisco', 19.18, 'covered'],
  ['CA-SAN-JOSE', 'San Jose', 18.45, 'unclear'],
  ['CA-SAN-MATEO', 'San Mateo (city)', 18.6, 'unclear'],
  ['CA-SAN-MATEO-COUNTY', 'San Mateo County (unincorporated)', 17.95, 'unclear'],
  ['CA-SANTA-CLARA', 'Santa Clara', 18.7, 'unclear'],
  ['CA-SANTA-MONICA', 'Santa Monica', 17.81, 'unclear'],
  ['CA-SANTA-ROSA', 'Santa Rosa', 18.21, 'unclear'],
  ['CA-SONOMA', 'Sonoma (city)', 17.38, 'unclear'],
  ['CA-SOUTH-SAN-FRANCISCO', 'South San Francisco', 18.15, 'unclear'],
  ['CA-SUNNYVALE', 'Sunnyvale', 19.5, 'unclear'],
  ['CA-WEST-HOLLYWOOD', 'West Hollywood', 20.25, 'unclear'],
  ['AZ-FLAGSTAFF', 'Flagstaff', 18.35, 'unclear'],
  ['AZ-TUCSON', 'Tucson', 15.45, 'unclear'],
  ['CO-DENVER', 'Denver', 19.29, 'covered'],
  ['CO-BOULDER', 'Boulder (city)', 16.82, 'unclear'],
  ['CO-BOULDER-COUNTY', 'Boulder County (unincorporated)', 16.82, 'unclear'],
  ['IL-CHICAGO', 'Chicago', 16.6, 'covered'],
  ['IL-COOK-COUNTY', 'Cook County (suburban)', 15, 'covered'],
  ['MD-MONTGOMERY', 'Montgomery County', 15.5, 'unclear'],
  ['MD-HOWARD', 'Howard County', 16, 'excluded'],
  ['MN-MINNEAPOLIS', 'Minneapolis', 16.37, 'covered'],
  ['MN-ST-PAUL', 'St. Paul', 13.25, 'unclear'],
  ['NM-ALBUQUERQUE', 'Albuquerque', 12, 'unclear'],
  ['NM-SANTA-FE', 'Santa Fe (city)', 15, 'unclear'],
  ['NM-SANTA-FE-COUNTY', 'Santa Fe County (unincorporated)', 15, 'unclear'],
  ['NY-NYC', 'New York City', 17, 'covered'],
  ['NY-LONG-ISLAND', 'Long Island (Nassau and Suffolk)', 17, 'covered'],
  ['NY-WESTCHESTER', 'Westchester County', 17, 'covered'],
];

describe('local minimum wages', () => {
  it.each(EXPECTED)('%s (%s) is $%d an hour, household coverage %s', (code, name, rate, cov) => {
    const wage = findLocality(code)?.minimumWage;
    expect(findLocality(code)?.name).toBe(name);
    expect(wage?.rate.value).toBe(rate);
    expect(wage?.householdCoverage).toBe(cov);
  });

  it.each(EXPECTED)('%s cites a dated source and says why its coverage is what it is', (code) => {
    const wage = findLocality(code)?.minimumWage;
    expect(wage?.rate.source).toMatch(/https?:\/\/|as reported by/);
    expect(wage?.rate.asOf).toMatch(/^20(25|26)(-\d\d(-\d\d)?)?$/);
    expect(wage?.coverageNote.length).toBeGreaterThan(20);
  });

  it('marks every rate from a secondary report as estimated', () => {
    const wages = LOCALITIES.flatMap((l) => (l.minimumWage ? [l.minimumWage.rate] : []));
    const reported = wages.filter((r) => r.source.includes('as reported by'));
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.every((r) => r.estimated === true)).toBe(true);
  });

  it('lists exactly the localities above, none twice', () => {
    const withWage = LOCALITIES.filter((l) => l.minimumWage).map((l) => l.code);
    expect(new Set(withWage)).toEqual(new Set(EXPECTED.map(([code]) => code)));
    expect(new Set(LOCALITIES.map((l) => l.code)).size).toBe(LOCALITIES.length);
  });

  it('never sets a local rate below the state minimum it adds to', () => {
    for (const l of LOCALITIES) {
      if (!l.minimumWage) continue;
      expect(l.minimumWage.rate.value).toBeGreaterThanOrEqual(
        TAX_YEARS[2026].states[l.state].minimumWage.value,
      );
    }
  });

  it('keeps the county income tax where a county also sets a minimum wage', () => {
    expect(findLocality('MD-MONTGOMERY')?.tax?.kind).toBe('marylandCounty');
    expect(findLocality('MD-HOWARD')?.tax?.kind).toBe('marylandCounty');
    expect(findLocality('WA-SEATTLE')?.tax).toBeUndefined();
  });

  it("carries New York's regional rate on its places, from the state's source; Oregon's stays with the state", () => {
    const state = TAX_YEARS[2026].states.NY.minimumWage;
    expect(findLocality('NY-NYC')?.minimumWage?.rate).toEqual({
      value: 17,
      source: state.source,
      asOf: state.asOf,
      estimated: state.estimated,
    });
    expect(findLocality('NY-NYC')?.tax?.kind).toBe('nycResident');
    expect(LOCALITIES.some((l) => l.state === 'OR')).toBe(false);
  });
});
