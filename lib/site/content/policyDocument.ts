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
  /** When the text was last reviewed (ISO date), shown on the page. */
  reviewed: string;
  /** When it will be reviewed next at the latest (ISO date), if the page promises one. */
  nextReview?: string;
  sections: readonly PolicySection[];
}

/** "November 26, 2026" for an ISO date, in UTC (a date, not an instant). */
export function policyDateText(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
