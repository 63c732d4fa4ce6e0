import { type Figure } from '../../../types';
import { type Locality } from '../../../localities/types';
import { MINIMUM_WAGE_SOURCES as S } from './minimumWageSources';
import {
  largerEmployersOnly,
  reported,
  SILENT_ON_HOUSEHOLDS,
  wageLocality,
} from '../../../localities/minimumWages';

/*
 * Retrieval: the July 1, 2026 rates of the July adjusters (Alameda, Berkeley, Emeryville, Fremont,
 * Los Angeles city and county, Milpitas, Pasadena, San Francisco, Santa Monica) were not found in
 * the stored pages (queries: "San Francisco minimum wage July 1, 2026 OLSE", "Los Angeles minimum
 * wage July 1, 2026 Office of Wage Standards", "Berkeley minimum wage July 1, 2026", "Emeryville
 * minimum wage July 1 2026", "California local minimum wage increases July 1, 2026 Berkeley
 * Emeryville Alameda Fremont Milpitas Pasadena Santa Monica"); the newest agency table found,
 * Emeryville's, stops at July 1, 2025 ($19.90). The July 2025 rate stays all year.
 */
const JULY =
  'Raised each July 1 for inflation; the July 2025 rate is applied all year, estimated until checked against the city’s July 1, 2026 notice.';

/** Its employee is anyone the California minimum wage covers, and that covers nannies. */
function coversStateEmployees(ordinance: string): string {
  return `${ordinance} defines an employee as anyone who works two hours or more in a week in the city and is owed the California minimum wage, which household employees are (IWC Wage Order 15).`;
}

/** A city whose ordinance covers employers in the city without naming household employers. */
function city(slug: string, name: string, rate: Figure<number>): Locality {
  return wageLocality('CA', slug, name, rate, 'unclear', SILENT_ON_HOUSEHOLDS);
}

const jan = (value: number, note?: string) => reported(value, S.CA_JAN_2026, note);
const jul = (value: number) => reported(value, S.CA_JUL_2025, JULY);

/**
 * California's cities and counties with their own rate above the state's $16.90, 2026: the
 * January 1 adjusters at their 2026 rate, the July 1 adjusters at their July 2025 rate.
 */
export const CALIFORNIA_MINIMUM_WAGES: readonly Locality[] = [
  city('ALAMEDA', 'Alameda', jul(17.46)),
  city('BELMONT', 'Belmont', jan(18.95)),
  city('BERKELEY', 'Berkeley', jul(19.18)),
  city('BURLINGAME', 'Burlingame', jan(17.86)),
  city('CUPERTINO', 'Cupertino', jan(18.7)),
  city('DALY-CITY', 'Daly City', jan(17.5)),
  city('EAST-PALO-ALTO', 'East Palo Alto', jan(17.9)),
  city('EL-CERRITO', 'El Cerrito', jan(18.82)),
  city('EMERYVILLE', 'Emeryville', jul(19.9)),
  city('FOSTER-CITY', 'Foster City', jan(17.85)),
  city('FREMONT', 'Fremont', jul(17.75)),
  city('HALF-MOON-BAY', 'Half Moon Bay', jan(17.91)),
  wageLocality(
    'CA',
    'HAYWARD',
    'Hayward',
    jan(17.79, 'Employers with 26 or more employees.'),
    'excluded',
    largerEmployersOnly('26 or more employees'),
  ),
  city('LOS-ALTOS', 'Los Altos', jan(18.7)),
  wageLocality(
    'CA',
    'LOS-ANGELES',
    'Los Angeles (city)',
    jul(17.87),
    'covered',
    coversStateEmployees(
      "Los Angeles's Minimum Wage Ordinance (LAMC § 187.01(C) and the Office of Wage Standards FAQ)",
    ),
  ),
  city('LOS-ANGELES-COUNTY', 'Los Angeles County (unincorporated)', jul(17.81)),
  city('MALIBU', 'Malibu', reported(17.27, S.MALIBU, 'The July 2025 increase was suspended.')),
  city('MENLO-PARK', 'Menlo Park', jan(17.55)),
  city('MILPITAS', 'Milpitas', jul(18.2)),
  city('MOUNTAIN-VIEW', 'Mountain View', jan(19.7)),
  wageLocality(
    'CA',
    'NOVATO',
    'Novato',
    jan(17.73, 'Employers with 100 or more employees; 26-99 employees $17.46.'),
    'excluded',
    largerEmployersOnly('26 or more employees'),
  ),
  city('OAKLAND', 'Oakland', jan(17.34)),
  city('PALO-ALTO', 'Palo Alto', jan(18.7)),
  city('PASADENA', 'Pasadena', jul(18.04)),
  city('PETALUMA', 'Petaluma', jan(18.31)),
  city('REDWOOD-CITY', 'Redwood City', jan(18.65)),
  city(
    'RICHMOND',
    'Richmond',
    jan(19.18, '$17.68 where the employer pays $1.50 an hour or more toward medical benefits.'),
  ),
  city('SAN-CARLOS', 'San Carlos', jan(17.75)),
  city('SAN-DIEGO', 'San Diego (city)', jan(17.75)),
  wageLocality(
    'CA',
    'SAN-FRANCISCO',
    'San Francisco',
    jul(19.18),
    'covered',
    coversStateEmployees(
      "San Francisco's Minimum Wage Ordinance (Labor and Employment Code, definitions)",
    ),
  ),
  city('SAN-JOSE', 'San Jose', jan(18.45)),
  city('SAN-MATEO', 'San Mateo (city)', jan(18.6)),
  city('SAN-MATEO-COUNTY', 'San Mateo County (unincorporated)', jan(17.95)),
  city('SANTA-CLARA', 'Santa Clara', jan(18.7)),
  city('SANTA-MONICA', 'Santa Monica', jul(17.81)),
  city('SANTA-ROSA', 'Santa Rosa', jan(18.21)),
  city(
    'SONOMA',
    'Sonoma (city)',
    jan(17.38, 'Employers with 25 or fewer employees; 26 or more $18.47.'),
  ),
  city('SOUTH-SAN-FRANCISCO', 'South San Francisco', jan(18.15)),
  city('SUNNYVALE', 'Sunnyvale', jan(19.5)),
  city('WEST-HOLLYWOOD', 'West Hollywood', jan(20.25)),
];
