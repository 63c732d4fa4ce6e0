import typography from '@/components/ui/typography.module.css';
import styles from './OfferHeader.module.css';

const FILL_INS = ['Family (employer)', 'Nanny (employee)', 'Start date'] as const;

interface OfferHeaderProps {
  brandName: string;
  preparedOn: string;
}

/** The sheet's letterhead: the brand and the date, then lines for both parties and the start date. */
export default function OfferHeader({ brandName, preparedOn }: OfferHeaderProps) {
  return (
    <div data-offer-header className={styles.header}>
      <div className={styles.letterhead}>
        <p className={`${typography.body1} ${styles.brand}`}>{brandName}</p>
        <p className={typography.body2}>Prepared {preparedOn}</p>
      </div>
      {FILL_INS.map((label) => (
        <p key={label} className={`${typography.body2} ${styles.fillIn}`}>
          {label}:
        </p>
      ))}
    </div>
  );
}
