import { useState } from 'react';
import Link from '@/components/ui/Link';
import typography from '@/components/ui/typography.module.css';
import { type OfferSheetModel } from '@/lib/calculator/offer/offerSheet';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import { pagePathFor } from '@/lib/site/i18n/spanishPages';
import styles from './OfferEditor.module.css';
import OfferSheet from './OfferSheet';
import { useOfferText } from './OfferTextContext';
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
  const text = useOfferText();
  const { locale } = usePageLanguage();
  return (
    <>
      <div data-no-print className={styles.intro}>
        <p className={typography.body1}>
          {text.intro.before}{' '}
          <Link href={`${pagePathFor('nannyTaxCalculator', locale)}?${offer.search}`}>
            {text.intro.link}
          </Link>
          {text.intro.after}
        </p>
        <TimeOffForm timeOff={offer.timeOff} search={offer.search} onChange={setTimeOff} />
        <div>
          <PrintButton label={text.print} />
        </div>
      </div>
      <OfferSheet offer={{ ...offer, timeOff }} brandName={brandName} />
    </>
  );
}
