import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/site/i18n/locale';
import { type RequestError } from './request';

/** The `locale` field's rule, in the words of the other fields' rules. */
export const LOCALE_RULE = 'must be "en" or "es"';

/** A calculation request's language and the rest of its body, for the request's own parser. */
export interface LocaleSplit {
  readonly locale: Locale;
  readonly rest: unknown;
  /** Set when `locale` is there but is not one of the languages (the answer is then in English). */
  readonly error: RequestError | null;
}

/**
 * Takes the optional `locale` (`"en"` or `"es"`, default `"en"`) out of a calculation request's
 * body, so that the parsers, which reject unknown fields, see only their own
 * (docs/tax.md#answer-language).
 */
export function takeLocale(body: unknown): LocaleSplit {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('locale' in body)) {
    return { locale: DEFAULT_LOCALE, rest: body, error: null };
  }
  const { locale, ...rest } = body as Record<string, unknown>;
  if (isLocale(locale)) return { locale, rest, error: null };
  return { locale: DEFAULT_LOCALE, rest, error: { field: 'locale', message: LOCALE_RULE } };
}
