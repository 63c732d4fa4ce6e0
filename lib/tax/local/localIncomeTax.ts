import { type CompleteNannyTaxInput, type NannyTaxWarning } from '../contract';
import { type LineDraft } from '../lineItem';
import { findLocality } from '../localities/lookup';
import { stateCertificate, type StateTaxAmounts } from '../state/incomeTax';
import { type PayDateFacts } from '../datedLine';
import { type TaxYearData } from '../taxYearData';
import { type Locality } from '../localities/types';
import { combinedSetup } from './combined';
import { marylandNonresidentWarning, notWithheldWarning, nycNonresidentWarning } from './messages';
import { methodSetup } from './methodSetup';
import { philadelphiaCoversWarning, philadelphiaTaxCovers } from './philadelphiaResident';
import { type LocalIncomeTaxOutcome, type LocalTaxSetup } from './types';

const NO_LOCAL_TAX: LocalTaxSetup = { kind: 'none', warnings: [] };

/** The place with this code when it is in the request's state and has a local tax. */
function taxPlace(code: string | null, input: CompleteNannyTaxInput): Locality | undefined {
  const place = code === null ? undefined : findLocality(code, input.taxYear);
  return place?.tax && place.state === input.state ? place : undefined;
}

/**
 * Whether the work place's tax reaches a nanny who does not live there: Yonkers' and
 * Philadelphia's non-resident taxes and an entered rate do (an entered Pennsylvania rate not above
 * a Philadelphia resident's Wage Tax does not); Indiana's county tax only when she lives outside
 * the listed counties (outside Indiana); NYC's and Maryland's county taxes do not.
 */
function reachesWorker(
  work: Locality,
  home: Locality | undefined,
  entered?: number | null,
): boolean {
  const kind = work.tax?.kind;
  if (kind === 'indianaCounty') return home === undefined;
  if (philadelphiaTaxCovers(work, home, entered)) return false;
  return kind === 'yonkers' || kind === 'wageTax' || kind === 'enterRate';
}

/** What to say about a work place whose tax does not reach her. */
function notOwedWarnings(
  work: Locality,
  home: Locality | undefined,
  entered?: number | null,
): NannyTaxWarning[] {
  if (home && philadelphiaTaxCovers(work, home, entered)) {
    return [philadelphiaCoversWarning(home, entered)];
  }
  if (work.tax?.kind === 'nycResident') return [nycNonresidentWarning()];
  if (work.tax?.kind === 'marylandCounty' && home === undefined) {
    return [marylandNonresidentWarning(work)];
  }
  return [];
}

/**
 * Settles the local line for a request (see docs/tax-local.md#where-she-lives-and-where-she-works):
 * the resident tax of where she lives (`residence`) and the non-resident tax of where she works
 * (`locality`) when it reaches her; both in one line where both apply. A warning and no line when
 * the family does not withhold state income tax (local tax is withheld with it).
 */
export function localIncomeTaxSetup(
  input: CompleteNannyTaxInput,
  data: Pick<TaxYearData, 'stateWithholding' | 'localities'>,
  dates: PayDateFacts,
): LocalTaxSetup {
  const home = taxPlace(input.residence, input);
  const workPlace = taxPlace(input.locality, input);
  const work = workPlace?.code === home?.code ? undefined : workPlace;
  const notes = work ? notOwedWarnings(work, home, input.localRate) : [];
  const taxed: { place: Locality; lives: boolean }[] = [];
  if (home) taxed.push({ place: home, lives: true });
  if (work && reachesWorker(work, home, input.localRate)) taxed.push({ place: work, lives: false });
  if (taxed.length === 0) return notes.length ? { kind: 'none', warnings: notes } : NO_LOCAL_TAX;
  const cert = stateCertificate(input);
  if (!cert) {
    return { kind: 'none', warnings: [...notes, notWithheldWarning(taxed.map((t) => t.place))] };
  }
  const setups = taxed.map(({ place, lives }) =>
    place.tax
      ? methodSetup(place.tax, lives, {
          input,
          locality: place,
          cert,
          periods: dates.periods,
          dates,
          methods: data.stateWithholding,
          marylandScheduleRates: data.localities.marylandScheduleRates,
        })
      : NO_LOCAL_TAX,
  );
  return withNotes(combinedSetup(setups, dates), notes);
}

/** A setup with more warnings in front of its own. */
function withNotes(setup: LocalTaxSetup, notes: readonly NannyTaxWarning[]): LocalTaxSetup {
  return notes.length ? { ...setup, warnings: [...notes, ...setup.warnings] } : setup;
}

const NO_LINE: LocalIncomeTaxOutcome = { line: null, warnings: [] };

/** The `LOCAL_INCOME_TAX` line for one pay amount (employee-paid, never negative). */
export function localIncomeTax(
  setup: LocalTaxSetup,
  amounts: StateTaxAmounts,
): LocalIncomeTaxOutcome {
  if (setup.kind === 'none')
    return setup.warnings.length ? { line: null, warnings: setup.warnings } : NO_LINE;
  const { annualCents, rate, perPeriodCents, quarterCents } = setup.method(amounts);
  const line: LineDraft = {
    ...(perPeriodCents === undefined ? {} : { perPeriodCents }),
    ...(quarterCents === undefined ? {} : { quarterCents }),
    code: 'LOCAL_INCOME_TAX',
    label: setup.label,
    payer: 'employee',
    rate,
    taxableWagesCents: amounts.incomeTaxWagesCents,
    annualCents: Math.max(0, annualCents),
    figures: setup.figures,
  };
  return { line, warnings: setup.warnings };
}
