import Box from '@mui/material/Box';
import Link from '@/components/ui/Link';
import placement from '@/components/ui/placement.module.css';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

interface OfferLinksProps {
  /** The calculation's query string: the offer sheet reads the same one. */
  search: string;
}

/** Next steps from a result: the printable offer for it, and the share calculator. Screen only. */
export default function OfferLinks({ search }: OfferLinksProps) {
  return (
    <Box
      component="nav"
      aria-label="Next steps"
      data-no-print
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
    >
      <Link href={`${PAGE_LINKS.nannyOfferSheet.path}?${search}`} className={placement.bold}>
        Make an offer: a printable sheet with these rates
      </Link>
      <Link href={PAGE_LINKS.nannyShareCalculator.path}>Sharing a nanny with another family?</Link>
    </Box>
  );
}
