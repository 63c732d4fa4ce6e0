import { type Option } from '@/lib/calculator/labels';
import { type LocalityFormValues } from '@/lib/calculator/localityInput';
import { asksResidence, entersRate, findLocality, localitiesOf } from '@/lib/tax/localities/lookup';
import { type Locality } from '@/lib/tax/localities/types';
import ChoiceField from './ChoiceField';
import NumberField from './NumberField';
import SwitchField from './SwitchField';

/** The select's "none" value: no locality, no local tax. */
const NONE = '';

function options(localities: readonly Locality[]): readonly Option<string>[] {
  return [
    { value: NONE, label: 'Somewhere else in the state' },
    ...localities.map((l) => ({ value: l.code, label: l.name })),
  ];
}

/** What the rate field stands for: the locality's own words on where to look it up. */
function rateHint(locality: Locality): string | undefined {
  return locality.tax?.kind === 'enterRate' ? locality.tax.lookup.value : undefined;
}

/** What the chosen locality changes, in a line under the select. */
function localityHint(locality: Locality | undefined, stateWithholding: boolean): string {
  if (!locality) return 'For a city or county with its own income tax or minimum wage.';
  if (!locality.tax) return `The pay is checked against ${locality.name}’s minimum wage.`;
  return stateWithholding
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
 * "Where does your nanny work?": the localities of the chosen state with a local income tax or a
 * local minimum wage (hidden when the state has none), then "Does your nanny live there?" where
 * residence decides the tax, or the local rate where the family enters it. Both calculators use
 * it. See docs/tax.md#the-calculator-page.
 */
export default function LocalityFields({ form, errors, onChange }: LocalityFieldsProps) {
  const localities = localitiesOf(form.state);
  if (localities.length === 0) return null;
  const chosen = form.locality === NONE ? undefined : findLocality(form.locality);
  const locality = chosen?.state === form.state ? chosen : undefined;
  return (
    <>
      <ChoiceField
        label="Where does your nanny work?"
        value={locality?.code ?? NONE}
        options={options(localities)}
        hint={localityHint(locality, form.stateWithholding)}
        onChange={(code) => onChange({ locality: code })}
      />
      {locality && asksResidence(locality) ? (
        <SwitchField
          label={`Does your nanny live in ${locality.name}?`}
          hint="Residents and non-residents pay different local tax."
          checked={form.livesInLocality}
          onChange={(livesInLocality) => onChange({ livesInLocality })}
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
