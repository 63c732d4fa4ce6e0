import {
  localityNameEs,
  localityNameEsOrNull,
  ofLocalityEs,
  ofPlaceEs,
} from '@/lib/tax/messages/localityNames.es';
import { localitiesIn } from '@/lib/tax/localities/lookup';
import { SUPPORTED_TAX_YEARS } from '@/lib/tax/taxYear';

const EVERY_NAME = [
  ...new Set(SUPPORTED_TAX_YEARS.flatMap((year) => localitiesIn(year).map((l) => l.name))),
];

describe('localityNameEs', () => {
  it.each([
    ['King County (unincorporated)', 'Condado de King (zona no incorporada)'],
    ['Cook County (suburban)', 'Condado de Cook (zona suburbana)'],
    ['Prince George’s County', 'Condado de Prince George’s'],
    ["Queen Anne's County", "Condado de Queen Anne's"],
    ['San Mateo (city)', 'San Mateo (ciudad)'],
    ['New York City', 'Ciudad de Nueva York'],
    ['Baltimore City', 'Ciudad de Baltimore'],
    ['Long Island (Nassau and Suffolk)', 'Long Island (Nassau y Suffolk)'],
    [
      'Ohio city or school district (enter the rate)',
      'Ciudad o distrito escolar de Ohio (ingrese la tasa)',
    ],
    ['Seattle', 'Seattle'],
    ['Daly City', 'Daly City'],
  ])('names %s as "%s"', (english, spanish) => {
    expect(localityNameEs(english)).toBe(spanish);
  });

  it('has a Spanish name for every locality of every supported year, with no English frame left', () => {
    const missing = EVERY_NAME.filter((name) => localityNameEsOrNull(name) === null);
    expect(missing).toEqual([]);
    for (const name of EVERY_NAME) {
      expect(localityNameEs(name)).not.toMatch(/\bCounty\b|\(city\)|unincorporated|enter the rate/);
    }
  });

  it('knows no name it cannot frame: an unknown bracket or English frame is null', () => {
    expect(localityNameEsOrNull('Lake County (rural)')).toBeNull();
    expect(localityNameEsOrNull('Utah city (enter the rate)')).toBeNull();
  });
});

describe('ofLocalityEs', () => {
  it.each([
    ['King County (unincorporated)', 'del condado de King (zona no incorporada)'],
    ['New York City', 'de la ciudad de Nueva York'],
    ['Seattle', 'de Seattle'],
  ])('writes "de" and %s inside a sentence', (english, spanish) => {
    expect(ofLocalityEs(english)).toBe(spanish);
  });
});

describe('ofPlaceEs', () => {
  it.each([
    ['Condado de King (zona no incorporada)', 'del condado de King (zona no incorporada)'],
    ['Nueva York', 'de Nueva York'],
  ])('writes "de" and the Spanish name %s inside a sentence', (spanish, of) => {
    expect(ofPlaceEs(spanish)).toBe(of);
  });
});
