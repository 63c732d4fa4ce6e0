import { DEFAULT_LOCALE, isLocale, type Locale } from './locale';

/**
 * The `lang` of the HTML element for the props Next hands the document: the page's own language,
 * English for the static error pages and anything without one (docs/site.md#languages).
 */
export function documentLanguage(props: unknown): Locale {
  if (typeof props !== 'object' || props === null || !('pageProps' in props)) return DEFAULT_LOCALE;
  const { pageProps } = props;
  if (typeof pageProps !== 'object' || pageProps === null || !('locale' in pageProps)) {
    return DEFAULT_LOCALE;
  }
  return isLocale(pageProps.locale) ? pageProps.locale : DEFAULT_LOCALE;
}
