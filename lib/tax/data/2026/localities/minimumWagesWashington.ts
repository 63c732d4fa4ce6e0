import { type Locality } from '../../../localities/types';
import { MINIMUM_WAGE_SOURCES as S } from './minimumWageSources';
import {
  largerEmployersOnly,
  reported,
  SILENT_ON_HOUSEHOLDS,
  wageLocality,
} from '../../../localities/minimumWages';

const SIZE_TIERS = 'more than 15 employees (large and mid-size employers)';

/**
 * Washington's cities and unincorporated King County, 2026. Several rates reach only large and
 * mid-size employers or one industry, so a family is excluded there (docs/tax.md#local-minimum-wage).
 */
export const WASHINGTON_MINIMUM_WAGES: readonly Locality[] = [
  wageLocality(
    'WA',
    'SEATTLE',
    'Seattle',
    reported(21.3, S.WA_2026, 'One rate for employers of every size.'),
    'covered',
    "Seattle's Minimum Wage Ordinance (SMC 14.19) covers employers of every size, and the Domestic Workers Ordinance (SMC 14.23, Ord. 125627) extends Seattle's labor standards to nannies and other domestic workers.",
  ),
  wageLocality(
    'WA',
    'TACOMA',
    'Tacoma',
    reported(17.13, S.TACOMA, "The state's rate: Tacoma sets no higher one in 2026."),
    'covered',
    "Tacoma's minimum wage is the state's, which covers household employees.",
  ),
  wageLocality(
    'WA',
    'SEATAC',
    'SeaTac',
    reported(20.74, S.WA_2026),
    'excluded',
    'The SeaTac rate applies only to hospitality and transportation industry employers; a household employer pays the state minimum wage.',
  ),
  wageLocality(
    'WA',
    'BELLINGHAM',
    'Bellingham',
    reported(19.13, S.WA_2026, "Set at $2.00 above the state's rate; one rate for all employers."),
    'unclear',
    SILENT_ON_HOUSEHOLDS,
  ),
  wageLocality(
    'WA',
    'BURIEN',
    'Burien',
    reported(21.63, S.WA_2026, 'Large employers; mid-size employers $20.63.'),
    'excluded',
    largerEmployersOnly(SIZE_TIERS),
  ),
  wageLocality(
    'WA',
    'EVERETT',
    'Everett',
    reported(20.77, S.WA_2026, 'Large employers; mid-size employers $18.77.'),
    'excluded',
    largerEmployersOnly(SIZE_TIERS),
  ),
  wageLocality(
    'WA',
    'KING-COUNTY',
    'King County (unincorporated)',
    reported(20.82, S.WA_2026, 'Large employers; mid-size employers $19.82.'),
    'excluded',
    largerEmployersOnly(SIZE_TIERS),
  ),
  wageLocality(
    'WA',
    'RENTON',
    'Renton',
    reported(21.57, S.WA_2026, 'Large employers; mid-size employers $20.57.'),
    'excluded',
    largerEmployersOnly(SIZE_TIERS),
  ),
  wageLocality(
    'WA',
    'TUKWILA',
    'Tukwila',
    reported(21.65, S.WA_2026, 'One rate for all employers.'),
    'unclear',
    SILENT_ON_HOUSEHOLDS,
  ),
];
