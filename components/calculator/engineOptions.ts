import {
  loadCalculatorEngine,
  loadedCalculatorEngine,
} from '@/lib/calculator/loadCalculatorEngine';
import { LOCALES, type Locale } from '@/lib/site/i18n/locale';
import { trackSiteEvent } from '@/lib/tracking/analytics/siteEvents';

/** The engine of a language, and the first URL write of a page view tracked once. */
function optionsIn(locale: Locale) {
  return {
    engine: {
      load: () => loadCalculatorEngine(locale),
      loaded: () => loadedCalculatorEngine(locale),
    },
    onFirstWrite: () => trackSiteEvent('calculatorUsed'),
  };
}

type NannyTaxEngineOptions = ReturnType<typeof optionsIn>;

// Built once per language at module level: the hook needs the same loader on every render.
const OPTIONS = Object.fromEntries(LOCALES.map((locale) => [locale, optionsIn(locale)])) as Record<
  Locale,
  NannyTaxEngineOptions
>;

/** The nanny tax calculator's engine options for a page in `locale` (the same object each call). */
export function engineOptionsFor(locale: Locale): NannyTaxEngineOptions {
  return OPTIONS[locale];
}
