import typography from '@/components/ui/typography.module.css';
import styles from './SignatureLines.module.css';
import { useOfferText } from './OfferTextContext';

/** Lines for both sides to print their names, sign and date. */
export default function SignatureLines() {
  const { sheet } = useOfferText();
  return (
    <div data-offer-signatures className={styles.signatures}>
      {sheet.parties.map((party) => (
        <div key={party} className={styles.party}>
          <p className={`${typography.body1} ${styles.partyName}`}>{party}</p>
          {sheet.signatureLines.map((line) => (
            <p key={line} className={`${typography.body2} ${styles.line}`}>
              {line}
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}
