import { type NannyTaxWarning } from '@/lib/tax/contract';
import { type Locale } from '@/lib/site/i18n/locale';

/**
 * A warning of the engine in the page's language: the one place the calculator turns a warning
 * into words (docs/calculator.md#warnings-per-language). The engine writes English today; its
 * renderer per language replaces this body once it exists.
 */
export function warningText(warning: NannyTaxWarning, locale: Locale): string {
  void locale;
  return warning.message;
}
