import { engineOptionsFor } from '@/components/calculator/engineOptions';
import {
  loadCalculatorEngine,
  loadedCalculatorEngine,
} from '@/lib/calculator/loadCalculatorEngine';
import { LOCALES } from '@/lib/site/i18n/locale';
import { SITE_EVENT, type SiteEventDetail } from '@/lib/tracking/analytics/siteEvents';

// The engine chunk itself is not what is checked: which language's chunk is asked for is.
jest.mock('@/lib/calculator/loadCalculatorEngine', () => ({
  loadCalculatorEngine: jest.fn(() => new Promise(() => {})),
  loadedCalculatorEngine: jest.fn(() => null),
}));

describe('engineOptionsFor', () => {
  it.each(LOCALES)('gives a page the same options on every call (%s)', (locale) => {
    expect(engineOptionsFor(locale)).toBe(engineOptionsFor(locale));
    expect(engineOptionsFor(locale).engine).toBe(engineOptionsFor(locale).engine);
  });

  it.each(LOCALES)('loads the engine of the page’s language (%s)', (locale) => {
    const { engine } = engineOptionsFor(locale);
    void engine.load();
    expect(engine.loaded()).toBeNull();
    expect(loadCalculatorEngine).toHaveBeenLastCalledWith(locale);
    expect(loadedCalculatorEngine).toHaveBeenLastCalledWith(locale);
  });

  it.each(LOCALES)('reports the calculator used at the first URL write (%s)', (locale) => {
    const events: string[] = [];
    const listen = (event: Event) =>
      events.push((event as CustomEvent<SiteEventDetail>).detail.name);
    window.addEventListener(SITE_EVENT, listen);
    engineOptionsFor(locale).onFirstWrite();
    window.removeEventListener(SITE_EVENT, listen);
    expect(events).toEqual(['calculatorUsed']);
  });
});
