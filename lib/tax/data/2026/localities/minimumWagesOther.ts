import { type Locality } from '../../../localities/types';
import { MINIMUM_WAGE_SOURCES as S } from './minimumWageSources';
import {
  largerEmployersOnly,
  reported,
  SILENT_ON_HOUSEHOLDS,
  wageLocality,
} from '../../../localities/minimumWages';

const BOULDER_NOTE =
  'Boulder city and unincorporated Boulder County raise their rates on the same schedule; the reports give one 2026 rate.';

/*
 * Retrieval: the July 1, 2026 rates of Cook County and Montgomery County were not found in the
 * stored pages (queries: "Cook County minimum wage July 1 2026 increase", "Montgomery County
 * minimum wage July 1 2026", "Montgomery County Maryland minimum wage effective July 1, 2026
 * large employers", "Montgomery County Office of Human Rights minimum wage July 1, 2026 rates
 * announced"); only older years' releases came back. Chicago's is in its source.
 */

/**
 * The other cities and counties with their own minimum wage, 2026: Arizona, Colorado, Illinois,
 * Maryland (merged into the county tax localities), Minnesota and New Mexico. New York's regional
 * rate is with the New York localities (./newYork.ts); Oregon's stays in the state figures.
 */
export const OTHER_MINIMUM_WAGES: readonly Locality[] = [
  wageLocality(
    'AZ',
    'FLAGSTAFF',
    'Flagstaff',
    reported(18.35, S.LOCAL_2026),
    'unclear',
    SILENT_ON_HOUSEHOLDS,
  ),
  wageLocality(
    'AZ',
    'TUCSON',
    'Tucson',
    reported(15.45, S.LOCAL_2026),
    'unclear',
    SILENT_ON_HOUSEHOLDS,
  ),
  wageLocality(
    'CO',
    'DENVER',
    'Denver',
    reported(19.29, S.DENVER_FAQ),
    'covered',
    'Denver Labor says the citywide minimum wage applies to all workers performing work within the City and County of Denver.',
  ),
  wageLocality(
    'CO',
    'BOULDER',
    'Boulder (city)',
    reported(16.82, S.LOCAL_2026, BOULDER_NOTE),
    'unclear',
    SILENT_ON_HOUSEHOLDS,
  ),
  wageLocality(
    'CO',
    'BOULDER-COUNTY',
    'Boulder County (unincorporated)',
    reported(16.82, S.LOCAL_2026, BOULDER_NOTE),
    'unclear',
    SILENT_ON_HOUSEHOLDS,
  ),
  wageLocality(
    'IL',
    'CHICAGO',
    'Chicago',
    {
      ...reported(16.6, S.CHICAGO, 'Raised each July 1 for inflation.'),
      changes: [
        { from: '2026-01-01', value: 16.6 },
        { from: '2026-07-01', value: 17.05 },
      ],
    },
    'covered',
    "Chicago's ordinance covers domestic workers at the full rate whatever the employer's size.",
  ),
  wageLocality(
    'IL',
    'COOK-COUNTY',
    'Cook County (suburban)',
    reported(
      15,
      S.COOK,
      "The state's rate: the county's July 2025 increase was delayed, and the state's $15.00 is applied all year, estimated until checked against the county's July 1, 2026 notice. Many suburbs opted out.",
    ),
    'covered',
    "Cook County's ordinance covers domestic workers whatever the employer's size.",
  ),
  wageLocality(
    'MD',
    'MONTGOMERY',
    'Montgomery County',
    reported(
      15.5,
      S.MONTGOMERY,
      'Employers with 10 or fewer employees; 11-50 $16.00, 51+ $17.65 (the July 2025 rates), applied all year, estimated until checked against the county’s July 1, 2026 notice.',
    ),
    'unclear',
    'A household employer with 10 or fewer employees pays the small-employer rate; the county code names no household exclusion.',
  ),
  wageLocality(
    'MD',
    'HOWARD',
    'Howard County',
    reported(16, S.HOWARD, 'Employers with 15 or more employees.'),
    'excluded',
    largerEmployersOnly('15 or more employees'),
  ),
  wageLocality(
    'MN',
    'MINNEAPOLIS',
    'Minneapolis',
    reported(16.37, S.TWIN_CITIES, 'One rate for employers of every size.'),
    'covered',
    "The Department of Civil Rights' rules (Rule 2) cover anyone working two hours or more in a week in the city, except those exempt from Minnesota's minimum wage (Minn. Stat. § 177.23).",
  ),
  wageLocality(
    'MN',
    'ST-PAUL',
    'St. Paul',
    {
      ...reported(
        13.25,
        S.TWIN_CITIES,
        'Micro employers (5 or fewer employees); 6-100 employees $15.00, 101+ $16.37.',
      ),
      changes: [
        { from: '2026-01-01', value: 13.25 },
        { from: '2026-07-01', value: 14.25 },
      ],
    },
    'unclear',
    'A household employer with 5 or fewer employees pays the micro-employer rate; the ordinance names no household exclusion.',
  ),
  wageLocality(
    'NM',
    'ALBUQUERQUE',
    'Albuquerque',
    reported(12, S.ALBUQUERQUE, "The state's rate has overtaken the city's."),
    'unclear',
    SILENT_ON_HOUSEHOLDS,
  ),
  wageLocality(
    'NM',
    'SANTA-FE',
    'Santa Fe (city)',
    reported(
      15,
      S.SANTA_FE,
      'Changes March 1, 2026 by inflation; the 2025 rate is applied, estimated until checked against the 2026 notice.',
    ),
    'unclear',
    SILENT_ON_HOUSEHOLDS,
  ),
  wageLocality(
    'NM',
    'SANTA-FE-COUNTY',
    'Santa Fe County (unincorporated)',
    reported(
      15,
      S.SANTA_FE,
      'Changes March 1, 2026 by inflation; the 2025 rate is applied, estimated until checked against the 2026 notice.',
    ),
    'unclear',
    SILENT_ON_HOUSEHOLDS,
  ),
];
