import { type Locale } from '@/lib/site/i18n/locale';
import { type NannyTaxWarning, type WageMinimum } from '../contract';
import { localityNameEs } from './localityNames.es';
import { stateNameEs } from './stateNames.es';
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

/** The place a minimum wage belongs to, in Spanish: "Estados Unidos", "Nueva York", "Seattle". */
function minimumPlaceEs(warning: NannyTaxWarning, minimum: WageMinimum): string {
  if (minimum.scope === 'federal') return 'Estados Unidos';
  const params = warning.params;
  if (minimum.scope === 'state' && params && 'state' in params) return stateNameEs(params.state);
  return localityNameEs(minimum.place);
}

/**
 * The warnings with their messages, and a minimum wage's place, in a language (the same
 * warnings in English).
 */
export function localizeWarnings<W extends NannyTaxWarning>(
  warnings: readonly W[],
  locale: Locale,
): W[] {
  if (locale === 'en') return [...warnings];
  return warnings.map((w) => ({
    ...w,
    message: renderWarning(w, locale),
    ...(w.minimum ? { minimum: { ...w.minimum, place: minimumPlaceEs(w, w.minimum) } } : {}),
  }));
}
