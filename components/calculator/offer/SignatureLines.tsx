import typography from '@/components/ui/typography.module.css';
import styles from './SignatureLines.module.css';

const PARTIES = ['Family (employer)', 'Nanny (employee)'] as const;

/** Lines for both sides to print their names, sign and date. */
export default function SignatureLines() {
  return (
    <div data-offer-signatures className={styles.signatures}>
      {PARTIES.map((party) => (
        <div key={party} className={styles.party}>
          <p className={`${typography.body1} ${styles.partyName}`}>{party}</p>
          {['Name', 'Signature', 'Date'].map((line) => (
            <p key={line} className={`${typography.body2} ${styles.line}`}>
              {line}
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}
