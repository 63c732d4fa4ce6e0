import { type Locale } from '@/lib/site/i18n/locale';
import { type NannyTaxWarning } from '../contract';
import { type MessageCode, type WarningMessages, type WarningParamsByCode } from './warningParams';
import { WARNINGS_EN } from './warnings.en';
import { WARNINGS_ES } from './warnings.es';

const MESSAGES: Readonly<Record<Locale, WarningMessages>> = { en: WARNINGS_EN, es: WARNINGS_ES };

function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(WARNINGS_EN, code);
}

/** Renders one code's message from its params (the code and params always agree). */
function render<C extends MessageCode>(
  messages: WarningMessages,
  code: C,
  params: WarningParamsByCode[C],
): string {
  const message: (p: WarningParamsByCode[C]) => string = messages[code];
  return message(params);
}

/**
 * A warning's message in a language: rendered from its code and params; a warning without params
 * (a message not rendered this way yet) keeps the engine's English message.
 */
export function renderWarning(warning: NannyTaxWarning, locale: Locale): string {
  if (locale === 'en' || !warning.params || !isMessageCode(warning.code)) return warning.message;
  return render(MESSAGES[locale], warning.code, warning.params);
}

/** The warnings with their messages in a language (the same objects in English). */
export function localizeWarnings<W extends NannyTaxWarning>(
  warnings: readonly W[],
  locale: Locale,
): W[] {
  if (locale === 'en') return [...warnings];
  return warnings.map((w) => ({ ...w, message: renderWarning(w, locale) }));
}
