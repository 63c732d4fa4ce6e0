import { TAX_YEARS } from '@/lib/tax/data';
import { localitiesIn, rateLookupOf } from '@/lib/tax/localities/lookup';
import { type TaxYear, SUPPORTED_TAX_YEARS } from '@/lib/tax/taxYear';
import { type Figure } from '@/lib/tax/types';

/** A figure's note and the notes of its dated values. */
function notesOf(figure: Figure<unknown> | undefined): string[] {
  if (!figure) return [];
  return [figure.note, ...(figure.changes ?? []).map((c) => c.note)].filter(
    (note): note is string => note !== undefined,
  );
}

/**
 * Every text from the tax data a warning can quote, for a tax year: state minimum-wage notes,
 * live-in overtime notices, the states' notices, program notices, family UI exclusion notes,
 * industry-rate rules, the local income taxes left out, what to look up for an entered local
 * rate, and each local minimum wage's notes.
 */
export function surfacedTexts(year: TaxYear): string[] {
  const data = TAX_YEARS[year];
  const texts: string[] = [];
  for (const state of Object.values(data.states)) {
    texts.push(...notesOf(state.minimumWage));
    if (state.overtime?.liveInNotice) texts.push(state.overtime.liveInNotice);
    texts.push(...(state.notices ?? []).map((n) => n.value));
    for (const program of state.programs) {
      if (program.notice) texts.push(program.notice);
      if (program.exemptionNotice) texts.push(program.exemptionNotice);
    }
    texts.push(...notesOf(state.familyUiExclusions));
    if (state.unemployment.industryRated) texts.push(state.unemployment.industryRated.rule);
  }
  texts.push(...Object.values(data.localIncomeTaxes).map((f) => f.value));
  for (const locality of localitiesIn(year)) {
    const lookup = rateLookupOf(locality);
    if (lookup !== undefined) texts.push(lookup);
    if (!locality.minimumWage) continue;
    texts.push(locality.minimumWage.coverageNote, ...notesOf(locality.minimumWage.rate));
  }
  return [...new Set(texts)];
}

/** The texts of every supported year. */
export function allSurfacedTexts(): string[] {
  return [...new Set(SUPPORTED_TAX_YEARS.flatMap((year) => surfacedTexts(year)))];
}
