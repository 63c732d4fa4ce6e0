import Link from '@/components/ui/Link';
import placement from '@/components/ui/placement.module.css';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { hrefLangFor, pagePathFor } from '@/lib/site/i18n/spanishPages';
import { useCalculatorText } from './CalculatorTextContext';
import styles from './OfferLinks.module.css';

interface OfferLinksProps {
  /** The calculation's query string: the offer sheet reads the same one. */
  search: string;
}

/** Next steps from a result: the printable offer for it, and the share calculator. Screen only. */
export default function OfferLinks({ search }: OfferLinksProps) {
  const words = useCalculatorText().offerLinks;
  const { locale } = usePageLanguage();
  // The share calculator has no Spanish twin yet: marked as English there.
  const hrefLang = locale === 'en' ? undefined : 'en';
  return (
    <nav className={styles.links} aria-label={words.label} data-no-print>
      <Link
        href={`${pagePathFor('nannyOfferSheet', locale)}?${search}`}
        className={placement.bold}
        hrefLang={hrefLangFor('nannyOfferSheet', locale)}
      >
        {words.offerSheet}
      </Link>
      <Link href={pagePathFor('nannyShareCalculator', locale)} hrefLang={hrefLang}>
        {words.share}
      </Link>
    </nav>
  );
}
