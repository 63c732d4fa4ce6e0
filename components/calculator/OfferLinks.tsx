import Link from '@/components/ui/Link';
import placement from '@/components/ui/placement.module.css';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import styles from './OfferLinks.module.css';

interface OfferLinksProps {
  /** The calculation's query string: the offer sheet reads the same one. */
  search: string;
}

/** Next steps from a result: the printable offer for it, and the share calculator. Screen only. */
export default function OfferLinks({ search }: OfferLinksProps) {
  return (
    <nav className={styles.links} aria-label="Next steps" data-no-print>
      <Link href={`${PAGE_LINKS.nannyOfferSheet.path}?${search}`} className={placement.bold}>
        Make an offer: a printable sheet with these rates
      </Link>
      <Link href={PAGE_LINKS.nannyShareCalculator.path}>Sharing a nanny with another family?</Link>
    </nav>
  );
}
