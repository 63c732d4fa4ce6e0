import type { Locale } from '@/lib/site/i18n/locale';
import type { PageKey } from '@/lib/site/seo/pageLinks';

/** A titled group of text on a policy page: paragraphs, then terms with their descriptions. */
export interface PolicySection {
  /** The section's id, also the heading's anchor (`#<id>`). */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: ReadonlyArray<{ term: string; body: string }>;
  /** A link to another page of the site after the text. */
  link?: { label: string; page: PageKey };
  /** Ends with the support phone as a tap-to-call link. */
  phone?: boolean;
}

/**
 * The text of a policy page (the privacy policy, the accessibility statement): plain data, with
 * `{brand}` for the configured brand name, rendered by `components/content/PolicyDocument.tsx`.
 */
export interface PolicyDocument {
  eyebrow: string;
  title: string;
  lead: string;
  /**
   * A translation only: that the English text governs where the two differ, shown above the
   * text, as U.S. sites do for a translated legal text.
   */
  translationNote?: string;
  /** When the text was last reviewed (ISO date), shown on the page. */
  reviewed: string;
  /** When it will be reviewed next at the latest (ISO date), if the page promises one. */
  nextReview?: string;
  sections: readonly PolicySection[];
}

/** The words around a policy page's review dates, in the page's language. */
export const POLICY_REVIEW_WORDS: Readonly<
  Record<Locale, { reviewed: string; nextReview: string }>
> = {
  en: { reviewed: 'Last reviewed', nextReview: 'next review by' },
  es: { reviewed: 'Última revisión:', nextReview: 'próxima revisión a más tardar el' },
};

/** The lead-in of the support line at the end of a policy page's sections. */
export const POLICY_CALL_LABEL: Readonly<Record<Locale, string>> = { en: 'Call', es: 'Llame al' };

/**
 * "November 26, 2026" (or "26 de noviembre de 2026") for an ISO date, in UTC (a date, not an
 * instant), as `Intl` writes it for the language in the U.S.
 */
export function policyDateText(isoDate: string, locale: Locale = 'en'): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(`${locale}-US`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
