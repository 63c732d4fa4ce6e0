import { useCalculatorText } from './CalculatorTextContext';
import { fillIn } from '@/lib/calculator/text/fillIn';
import { type CalculatorText } from '@/lib/calculator/text/calculatorText.en';
import { localityNameIn, type Option } from '@/lib/calculator/labels';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { type Locale } from '@/lib/site/i18n/locale';
import {
  type LocalityFormValues,
  placeIn,
  residenceAfterWorkChange,
} from '@/lib/calculator/localityInput';
import { entersRate, localitiesOf, rateLookupOf } from '@/lib/tax/localities/lookup';
import { taxesResidents } from '@/lib/tax/localities/residence';
import { ofPlaceEs } from '@/lib/tax/messages/localityNames.es';
import { type Locality } from '@/lib/tax/localities/types';
import ChoiceField from './ChoiceField';
import NumberField from './NumberField';

/** The selects' "none" value: no place, no local tax. */
const NONE = '';

/** The places as choices in the page's language, in its alphabetical order, after "none". */
function options(
  places: readonly Locality[],
  none: string,
  locale: Locale,
): readonly Option<string>[] {
  const named = places.map((l) => ({ value: l.code, label: localityNameIn(l.name, locale) }));
  // English keeps the data's order (by name); a Spanish name can start differently ("Ciudad de").
  if (locale === 'es') named.sort((a, b) => a.label.localeCompare(b.label, 'es'));
  return [{ value: NONE, label: none }, ...named];
}

/** A work place: a local minimum wage, or a tax that reaches someone who only works there. */
function isWorkPlace(l: Locality): boolean {
  const kind = l.tax?.kind;
  return (
    !!l.minimumWage || (kind !== undefined && kind !== 'nycResident' && kind !== 'marylandCounty')
  );
}

/**
 * What the rate field stands for: where to look it up, in the page's words where it has them (a
 * Spanish page's props carry them), else in the tax data's own.
 */
function rateHint(
  locality: Locality,
  lookups: CalculatorText['locality']['rateLookups'],
): string | undefined {
  const lookup = rateLookupOf(locality);
  return lookup === undefined ? undefined : (lookups[locality.code] ?? lookup);
}

/** What the chosen work place changes, in a line under its select. */
function workHint(
  work: Locality | undefined,
  withheld: boolean,
  words: CalculatorText['locality'],
  locale: Locale,
): string {
  if (!work) return words.workHint;
  if (!work.tax || !isWorkPlace(work)) {
    const place = localityNameIn(work.name, locale);
    // Spanish says "de" with the place's article: "del condado de King" (docs/spanish-glossary.md#places).
    return fillIn(words.workMinimum, { place, ofPlace: ofPlaceEs(place) });
  }
  return withheld ? words.workWithheld : words.workNotWithheld;
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
  const { locality: words } = useCalculatorText();
  const { locale } = usePageLanguage();
  const places = localitiesOf(form.state);
  const work = places.filter(isWorkPlace);
  const homes = places.filter(taxesResidents);
  const locality = placeIn(form.locality, form.state);
  const home = placeIn(form.residence, form.state);
  return (
    <>
      {work.length > 0 ? (
        <ChoiceField
          label={words.work}
          value={locality && isWorkPlace(locality) ? locality.code : NONE}
          options={options(work, words.workElsewhere, locale)}
          hint={workHint(locality, form.stateWithholding, words, locale)}
          onChange={(code) =>
            onChange({ locality: code, residence: residenceAfterWorkChange(form, code) })
          }
        />
      ) : null}
      {homes.length > 0 ? (
        <ChoiceField
          label={words.home}
          value={home && taxesResidents(home) ? home.code : NONE}
          options={options(homes, words.homeElsewhere, locale)}
          hint={words.homeHint}
          onChange={(residence) => onChange({ residence })}
        />
      ) : null}
      {locality && entersRate(locality) ? (
        <NumberField
          label={words.rate}
          unit="%"
          value={form.localRatePercent}
          error={errors.localRatePercent}
          hint={rateHint(locality, words.rateLookups)}
          onChange={(localRatePercent) => onChange({ localRatePercent })}
        />
      ) : null}
    </>
  );
}
