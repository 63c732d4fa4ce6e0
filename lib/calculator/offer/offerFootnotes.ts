import { citationOf } from '@/lib/tax/citation';
import { type NannyTaxResult, type NannyTaxSource, type NannyTaxWarning } from '@/lib/tax/contract';
import { TAX_YEARS } from '@/lib/tax/data';
import { type Figure } from '@/lib/tax/types';
import { hireNoticeFor } from './hireNotice';
import { PAID_SICK_LEAVE_2026 } from './paidSickLeave';

/** One numbered source at the bottom of the offer sheet (docs/calculator.md#offer-sheet-footnotes). */
export interface OfferFootnote {
  number: number;
  /**
   * What it backs: the sick-time minimum, the state's notice at hire, or the index of a
   * minimum-wage warning.
   */
  cites: 'sickLeave' | 'hireNotice' | number;
  /** The document and who publishes it, in words (no web address). */
  text: string;
  /** The document's web address, to link; null when the source names none. */
  url: string | null;
  asOf: string;
}

/** "dir.ca.gov" from a web address: the publisher, where the source names no more than its URL. */
function publisherOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url).host.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** A source's words, or its publisher's host when the record is a bare web address. */
function footnoteOf(
  cites: OfferFootnote['cites'],
  source: NannyTaxSource,
  title = '',
): Omit<OfferFootnote, 'number'> {
  const url = source.urls[0] ?? null;
  const words = [title, source.text || publisherOf(url ?? undefined)].filter(Boolean).join(', ');
  return { cites, text: words, url, asOf: source.asOf };
}

/** The figure a federal or state minimum-wage warning quotes; a local one carries its own source. */
function wageSource(warning: NannyTaxWarning, result: NannyTaxResult): NannyTaxSource | null {
  if (warning.source) return warning.source;
  const year = TAX_YEARS[result.taxYear];
  const figure: Figure<number> | undefined =
    warning.minimum?.scope === 'federal'
      ? year.federal.minimumWage
      : warning.minimum?.scope === 'state'
        ? year.states[result.state].minimumWage
        : undefined;
  return figure ? citationOf(figure) : null;
}

/**
 * The sheet's footnotes, numbered in the order the sheet shows what they back: the minimum-wage
 * warnings under the rates, then the state's sick-time rule, then its notice at hire.
 */
export function offerFootnotes(
  result: NannyTaxResult,
  wageWarnings: readonly NannyTaxWarning[],
): OfferFootnote[] {
  const notes: Omit<OfferFootnote, 'number'>[] = [];
  wageWarnings.forEach((warning, index) => {
    const source = wageSource(warning, result);
    if (source) notes.push(footnoteOf(index, source));
  });
  const sickLeave = PAID_SICK_LEAVE_2026[result.state];
  if (sickLeave) {
    const title = sickLeave.value?.law ?? '';
    notes.push(footnoteOf('sickLeave', citationOf(sickLeave), title));
  }
  const hireNotice = hireNoticeFor(result.state);
  if (hireNotice)
    notes.push(footnoteOf('hireNotice', citationOf(hireNotice), hireNotice.value.law));
  return notes.map((note, index) => ({ ...note, number: index + 1 }));
}
