import { type Option } from '@/lib/calculator/labels';
import {
  type LocalityFormValues,
  placeIn,
  residenceAfterWorkChange,
} from '@/lib/calculator/localityInput';
import { entersRate, localitiesOf } from '@/lib/tax/localities/lookup';
import { taxesResidents } from '@/lib/tax/localities/residence';
import { type Locality } from '@/lib/tax/localities/types';
import ChoiceField from './ChoiceField';
import NumberField from './NumberField';

/** The selects' "none" value: no place, no local tax. */
const NONE = '';

function options(places: readonly Locality[], none: string): readonly Option<string>[] {
  return [{ value: NONE, label: none }, ...places.map((l) => ({ value: l.code, label: l.name }))];
}

/** A work place: a local minimum wage, or a tax that reaches someone who only works there. */
function isWorkPlace(l: Locality): boolean {
  const kind = l.tax?.kind;
  return (
    !!l.minimumWage || (kind !== undefined && kind !== 'nycResident' && kind !== 'marylandCounty')
  );
}

/** What the rate field stands for: the locality's own words on where to look it up. */
function rateHint(locality: Locality): string | undefined {
  return locality.tax?.kind === 'enterRate' ? locality.tax.lookup.value : undefined;
}

/** What the chosen work place changes, in a line under its select. */
function workHint(work: Locality | undefined, withheld: boolean): string {
  if (!work)
    return 'For a city or county with its own minimum wage or tax on people who work there.';
  if (!work.tax || !isWorkPlace(work))
    return `The pay is checked against ${work.name}’s minimum wage.`;
  return withheld
    ? 'Local income tax is withheld with state income tax.'
    : 'Local income tax is withheld with state income tax: turn on state withholding to include it.';
}

export interface LocalityFieldsProps {
  /** The form's locality fields, and whether any state income tax is withheld. */
  form: LocalityFormValues & { stateWithholding: boolean };
  errors: { localRatePercent?: string };
  onChange: (change: Partial<Omit<LocalityFormValues, 'state'>>) => void;
}

/**
 * Two questions in the chosen state (docs/tax-local.md#where-she-lives-and-where-she-works):
 * "Where does your nanny work?" (local minimum wage, non-resident taxes, an entered rate) and
 * "Where does your nanny live?" (resident taxes), each hidden where the state has no such place.
 * Both calculators use it. See docs/tax.md#the-calculator-page.
 */
export default function LocalityFields({ form, errors, onChange }: LocalityFieldsProps) {
  const places = localitiesOf(form.state);
  const work = places.filter(isWorkPlace);
  const homes = places.filter(taxesResidents);
  const locality = placeIn(form.locality, form.state);
  const home = placeIn(form.residence, form.state);
  return (
    <>
      {work.length > 0 ? (
        <ChoiceField
          label="Where does your nanny work?"
          value={locality && isWorkPlace(locality) ? locality.code : NONE}
          options={options(work, 'Somewhere else in the state')}
          hint={workHint(locality, form.stateWithholding)}
          onChange={(code) =>
            onChange({ locality: code, residence: residenceAfterWorkChange(form, code) })
          }
        />
      ) : null}
      {homes.length > 0 ? (
        <ChoiceField
          label="Where does your nanny live?"
          value={home && taxesResidents(home) ? home.code : NONE}
          options={options(homes, 'Somewhere else (no city or county tax where she lives)')}
          hint="City and county taxes on residents follow where she lives, wherever she works."
          onChange={(residence) => onChange({ residence })}
        />
      ) : null}
      {locality && entersRate(locality) ? (
        <NumberField
          label="Local income tax rate"
          unit="%"
          value={form.localRatePercent}
          error={errors.localRatePercent}
          hint={rateHint(locality)}
          onChange={(localRatePercent) => onChange({ localRatePercent })}
        />
      ) : null}
    </>
  );
}
