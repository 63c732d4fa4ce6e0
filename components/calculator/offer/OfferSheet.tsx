import { useId, type ReactNode } from 'react';
import typography from '@/components/ui/typography.module.css';
import { type OfferSheetModel } from '@/lib/calculator/offer/offerSheet';
import { sickTimeShortfall } from '@/lib/calculator/offer/sickTimeShortfall';
import { fillIn } from '@/lib/calculator/text/fillIn';
import HireNoticeLine from './HireNoticeLine';
import OfferFootnotes, { FootnoteMark } from './OfferFootnotes';
import OfferHeader from './OfferHeader';
import OfferLines from './OfferLines';
import styles from './OfferSheet.module.css';
import OfferWarning from './OfferWarning';
import PayNotice from './PayNotice';
import SickLeaveNote from './SickLeaveNote';
import SickTimeWarning from './SickTimeWarning';
import SignatureLines from './SignatureLines';
import { useOfferText } from './OfferTextContext';

function Part({ title, children }: { title: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-offer-part>
      <h2 id={id} className={`${typography.h2} ${styles.partTitle}`}>
        {title}
      </h2>
      {children(id)}
    </section>
  );
}

/** "5 days" or a blank line to fill in by hand. */
function filled(value: number | null, unit: string): string {
  return value === null ? `______ ${unit}` : `${value} ${unit}`;
}

/**
 * The printable offer: pay and schedule, withholding, time off with the state's sick-time
 * minimum, the family's cost, the state's notice at hire, and signature lines; in New York the
 * bilingual pay notice instead, whose acknowledgement both sides sign. Sized to print on one A4 or
 * Letter page.
 */
export default function OfferSheet({
  offer,
  brandName,
}: {
  offer: OfferSheetModel;
  brandName: string;
}) {
  const { sheet } = useOfferText();
  const { sickHours } = offer.timeOff;
  const minimum = sickTimeShortfall(offer.sickLeave, sickHours);
  const hireNoticeMark = (
    <FootnoteMark note={offer.footnotes.find((note) => note.cites === 'hireNotice')} />
  );
  return (
    <div
      data-offer-sheet
      data-with-pay-notice={offer.payNotice ? '' : undefined}
      className={styles.sheet}
    >
      <OfferHeader brandName={brandName} preparedOn={offer.preparedOn} />
      <Part title={sheet.parts.pay}>
        {(id) => (
          <>
            <OfferLines lines={offer.pay} labelledBy={id} />
            {offer.wageWarnings.map((message, index) => (
              <OfferWarning key={message}>
                {message}
                <FootnoteMark note={offer.footnotes.find((note) => note.cites === index)} />
              </OfferWarning>
            ))}
          </>
        )}
      </Part>
      <Part title={sheet.parts.withholding}>
        {(id) => <OfferLines lines={offer.withholding} labelledBy={id} />}
      </Part>
      <Part title={sheet.parts.timeOff}>
        {() => (
          <div className={styles.timeOff}>
            <p className={typography.body1}>
              {fillIn(sheet.ptoLine, { value: filled(offer.timeOff.ptoDays, sheet.daysAYear) })}
            </p>
            <p className={typography.body1}>
              {fillIn(sheet.sickLine, { value: filled(sickHours, sheet.hoursAYear) })}
            </p>
            {minimum !== null && sickHours !== null && (
              <SickTimeWarning
                sickHours={sickHours}
                minimum={minimum}
                stateName={offer.stateName}
              />
            )}
            <SickLeaveNote sickLeave={offer.sickLeave} stateName={offer.stateName}>
              <FootnoteMark note={offer.footnotes.find((note) => note.cites === 'sickLeave')} />
            </SickLeaveNote>
          </div>
        )}
      </Part>
      <Part title={sheet.parts.cost}>
        {(id) => <OfferLines lines={offer.cost} labelledBy={id} />}
      </Part>
      <p className={`${typography.body2} ${styles.closing}`}>
        {fillIn(sheet.closing, { state: offer.stateName, year: String(offer.taxYear) })}
      </p>
      {offer.hireNotice && !offer.payNotice && (
        <HireNoticeLine rule={offer.hireNotice} stateName={offer.stateName}>
          {hireNoticeMark}
        </HireNoticeLine>
      )}
      {offer.payNotice ? (
        <PayNotice notice={offer.payNotice}>{hireNoticeMark}</PayNotice>
      ) : (
        <SignatureLines />
      )}
      <OfferFootnotes notes={offer.footnotes} />
    </div>
  );
}
