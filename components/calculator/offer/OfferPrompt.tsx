import Typography from '@mui/material/Typography';
import Link from '@/components/ui/Link';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/** What the sheet says when opened without an offer: where its figures come from. */
export default function OfferPrompt() {
  return (
    <Typography data-offer-prompt>
      This sheet is written from your own figures. Enter the state, the pay and the hours in the{' '}
      <Link href={PAGE_LINKS.nannyTaxCalculator.path}>nanny tax calculator</Link>, then choose “Make
      an offer” under the results.
    </Typography>
  );
}
