import Link from '@/components/ui/Link';
import typography from '@/components/ui/typography.module.css';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';

/** What the sheet says when opened without an offer: where its figures come from. */
export default function OfferPrompt() {
  return (
    <p data-offer-prompt className={typography.body1}>
      This sheet is written from your own figures. Enter the state, the pay and the hours in the{' '}
      <Link href={PAGE_LINKS.nannyTaxCalculator.path}>nanny tax calculator</Link>, then choose “Make
      an offer” under the results.
    </p>
  );
}
