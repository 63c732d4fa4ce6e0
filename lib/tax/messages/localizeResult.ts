import { type Locale } from '@/lib/site/i18n/locale';
import { type NannyTaxResult } from '../contract';
import { type NannyShareResult } from '../share/contract';
import { dueDateEs } from './calendar.es';
import { lineLabelEs } from './lineLabels.es';
import { localizeWarnings } from './renderWarning';
import { YEAR_VIEW_NOTE_ES } from './yearView.es';

/**
 * A calculation's answer with its words in a language: the warnings, the line names, the year
 * view's note and its payment calendar (docs/tax.md#answer-language). Amounts, codes and sources
 * are the same in every language; the English answer is returned as it is.
 */
export function localizeNannyTaxResult<R extends NannyTaxResult>(result: R, locale: Locale): R {
  if (locale === 'en') return result;
  return {
    ...result,
    lineItems: result.lineItems.map((line) => ({ ...line, label: lineLabelEs(line.label) })),
    warnings: localizeWarnings(result.warnings, locale),
    yearView: {
      ...result.yearView,
      dueDates: result.yearView.dueDates.map(dueDateEs),
      note: YEAR_VIEW_NOTE_ES,
    },
  };
}

/** A nanny share's answer in a language: each family's answer and the share's own warnings. */
export function localizeNannyShareResult(
  result: NannyShareResult,
  locale: Locale,
): NannyShareResult {
  if (locale === 'en') return result;
  return {
    ...result,
    families: result.families.map((family) => localizeNannyTaxResult(family, locale)),
    warnings: localizeWarnings(result.warnings, locale),
  };
}
