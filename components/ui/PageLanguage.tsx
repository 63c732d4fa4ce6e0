import { createContext, useContext, type ComponentType } from 'react';
import type { Locale } from '@/lib/site/i18n/locale';
import type { Translation } from '@/lib/site/i18n/messages/catalog';
import { SHELL_EN, type ShellMessages } from '@/lib/site/i18n/messages/shell.en';

/** A page's language and the words of its frame (docs/site.md#messages). */
export interface PageLanguage {
  locale: Locale;
  shell: Translation<ShellMessages>;
}

const ENGLISH: PageLanguage = { locale: 'en', shell: SHELL_EN };

// English unless a page says otherwise: an English page needs no provider and ships no other
// language's words.
const PageLanguageContext = createContext<PageLanguage>(ENGLISH);

/** The language and frame words of the page being rendered. */
export function usePageLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}

/**
 * A page in another language: its view inside that language's frame. A Spanish page's entry
 * imports the Spanish catalog and wraps its view with it, so only that page's chunk carries it.
 */
export function inLanguage<Props extends object>(
  View: ComponentType<Props>,
  language: PageLanguage,
): ComponentType<Props> {
  function TranslatedPage(props: Props) {
    return (
      <PageLanguageContext.Provider value={language}>
        <View {...props} />
      </PageLanguageContext.Provider>
    );
  }
  TranslatedPage.displayName = `InLanguage(${View.displayName ?? View.name})`;
  return TranslatedPage;
}
