import { useState } from 'react';
import Link from '@/components/ui/Link';
import typography from '@/components/ui/typography.module.css';
import { type OfferSheetModel } from '@/lib/calculator/offer/offerSheet';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import styles from './OfferEditor.module.css';
import OfferSheet from './OfferSheet';
import PrintButton from './PrintButton';
import TimeOffForm from './TimeOffForm';

/** The offer with its time-off fields, which the sheet follows as they are typed. */
export default function OfferEditor({
  offer,
  brandName,
}: {
  offer: OfferSheetModel;
  brandName: string;
}) {
  const [timeOff, setTimeOff] = useState(offer.timeOff);
  return (
    <>
      <div data-no-print className={styles.intro}>
        <p className={typography.body1}>
          Print this sheet, fill in the time off and the names, and sign it together. To change the
          pay or hours,{' '}
          <Link href={`${PAGE_LINKS.nannyTaxCalculator.path}?${offer.search}`}>
            go back to the calculator
          </Link>
          .
        </p>
        <TimeOffForm timeOff={offer.timeOff} search={offer.search} onChange={setTimeOff} />
        <div>
          <PrintButton label="Print the offer" />
        </div>
      </div>
      <OfferSheet offer={{ ...offer, timeOff }} brandName={brandName} />
    </>
  );
}
