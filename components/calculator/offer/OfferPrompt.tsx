import Link from '@/components/ui/Link';
import typography from '@/components/ui/typography.module.css';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { pagePathFor } from '@/lib/site/i18n/spanishPages';
import { useOfferText } from './OfferTextContext';

/** What the sheet says when opened without an offer: where its figures come from. */
export default function OfferPrompt() {
  const { prompt } = useOfferText();
  const { locale } = usePageLanguage();
  return (
    <p data-offer-prompt className={typography.body1}>
      {prompt.before} <Link href={pagePathFor('nannyTaxCalculator', locale)}>{prompt.link}</Link>
      {prompt.after}
    </p>
  );
}
