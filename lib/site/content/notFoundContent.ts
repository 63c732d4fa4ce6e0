import type { Locale } from '@/lib/site/i18n/locale';

/** The 404 page's words in one language (the server hands the page its own). */
export interface NotFoundText {
  title: string;
  lead: string;
  /** "Still stuck? Call us at", before the phone. */
  stuck: string;
}

export const NOT_FOUND_TEXT: Readonly<Record<Locale, NotFoundText>> = {
  en: {
    title: 'We can’t find that page',
    lead: 'The page may have moved, or the address may have a typo. These pages can help:',
    stuck: 'Still stuck? Call us at',
  },
  es: {
    title: 'No encontramos esa página',
    lead: 'Es posible que la página se haya movido o que la dirección tenga un error. Estas páginas le pueden ayudar:',
    stuck: '¿Sigue sin encontrar lo que busca? Llámenos al',
  },
};
