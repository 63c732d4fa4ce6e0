import OfferEditor from '@/components/calculator/offer/OfferEditor';
import OfferPrompt from '@/components/calculator/offer/OfferPrompt';
import { OfferTextProvider } from '@/components/calculator/offer/OfferTextContext';
import PageShell from '@/components/layout/PageShell';
import container from '@/components/ui/container.module.css';
import typography from '@/components/ui/typography.module.css';
import type { NannyOfferSheetPageProps } from '@/lib/calculator/offer/offerPageProps';
import styles from './NannyOfferSheetView.module.css';

/**
 * The "Make an offer" sheet: the calculator's result as an offer both sides sign, reachable by
 * the calculator's own query string on this path and printed on one page; opened without one,
 * it asks for the figures rather than showing a made-up offer. Its words come with the page's
 * props, in the page's language.
 */
export default function NannyOfferSheetView(props: NannyOfferSheetPageProps) {
  const { offer, text } = props;
  return (
    <PageShell {...props}>
      <div className={`${container.md} ${styles.page}`}>
        <h1 className={`${typography.h1} ${styles.title}`}>{text.heading}</h1>
        <OfferTextProvider text={text}>
          {offer ? <OfferEditor offer={offer} brandName={props.site.brandName} /> : <OfferPrompt />}
        </OfferTextProvider>
      </div>
    </PageShell>
  );
}
