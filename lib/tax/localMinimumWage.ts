import { type NannyTaxWarning } from './contract';
import { minimumWageOn } from './figuresOnDate';
import { firstDayOf } from './isoDate';
import { citationOf } from './citation';
import { findLocality } from './localities/lookup';
import { type Locality, type LocalMinimumWage } from './localities/types';
import { type WageBasis } from './payBasis';
import { type StateCode } from './states';
import { type TaxYear } from './taxYear';
import { type Figure } from './types';
import { minimumWageWarnings, warning } from './warnings';

/** Where the nanny works, and the tax year whose figures apply. */
export interface WorkPlace {
  readonly locality: string | null;
  readonly state: StateCode;
  readonly taxYear: TaxYear;
  /** The pay date whose rate applies (absent: January 1 of the year). */
  readonly payDate?: string | undefined;
}

/** The chosen locality, when it is in the request's state and sets its own minimum wage. */
function localWage(place: WorkPlace): { locality: Locality; wage: LocalMinimumWage } | null {
  const locality =
    place.locality === null ? undefined : findLocality(place.locality, place.taxYear);
  if (!locality?.minimumWage || locality.state !== place.state) return null;
  const date = place.payDate ?? firstDayOf(place.taxYear);
  const { minimumWage } = locality;
  return { locality, wage: { ...minimumWage, rate: minimumWageOn(minimumWage.rate, date) } };
}

/**
 * The regular rate against the city's or county's own minimum wage where the nanny works (see
 * docs/tax.md#local-minimum-wage): below it, a warning naming the place, the rate and its
 * source; where the ordinance excludes household employers, a note saying so instead. Nothing
 * when the local rate is not above the state's (the state warning already speaks for it).
 */
export function localMinimumWageWarnings(
  basis: WageBasis,
  place: WorkPlace,
  floor: { federal: Figure<number>; state: Figure<number> },
): NannyTaxWarning[] {
  const found = localWage(place);
  if (!found) return [];
  const { locality, wage } = found;
  const rate = basis.regularRate;
  const local = wage.rate.value;
  if (local <= Math.max(floor.federal.value, floor.state.value) || rate >= local) return [];
  const where = {
    locality: locality.code,
    place: locality.name,
    minimum: local,
    note: wage.rate.note ?? null,
  };
  if (wage.householdCoverage === 'excluded') {
    return [
      {
        ...warning('LOCAL_WAGE_ORDINANCE_EXCLUDES_HOUSEHOLD', {
          ...where,
          coverageNote: wage.coverageNote,
        }),
        source: citationOf(wage.rate),
      },
    ];
  }
  const unclearCoverage = wage.householdCoverage === 'unclear' ? wage.coverageNote : null;
  return [
    {
      ...warning(
        'BELOW_LOCAL_MINIMUM_WAGE',
        { ...where, salaried: basis.salaried, rate, unclearCoverage },
        { scope: 'local', place: locality.name, hourly: local, payAtMinimum: null },
      ),
      source: citationOf(wage.rate),
    },
  ];
}

/**
 * Every minimum-wage warning for where the nanny works: the federal and state ones, then the work
 * place's own. Where the work place sets its own rate, the state's note on regional rates is left
 * out: the place's own warning names it (docs/tax.md#local-minimum-wage).
 */
export function minimumWageWarningsAt(
  basis: WageBasis,
  place: WorkPlace,
  floor: { federal: Figure<number>; state: Figure<number> },
): NannyTaxWarning[] {
  const { note, ...bare } = floor.state;
  const state = note !== undefined && localWage(place) ? bare : floor.state;
  return [
    ...minimumWageWarnings(basis, floor.federal, state, place.state),
    ...localMinimumWageWarnings(basis, place, floor),
  ];
}
