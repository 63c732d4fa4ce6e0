import typography from '@/components/ui/typography.module.css';
import { fillIn } from '@/lib/calculator/text/fillIn';
import styles from './OfferHeader.module.css';
import { useOfferText } from './OfferTextContext';

interface OfferHeaderProps {
  brandName: string;
  preparedOn: string;
}

/** The sheet's letterhead: the brand and the date, then lines for both parties and the start date. */
export default function OfferHeader({ brandName, preparedOn }: OfferHeaderProps) {
  const { sheet } = useOfferText();
  return (
    <div data-offer-header className={styles.header}>
      <div className={styles.letterhead}>
        <p className={`${typography.body1} ${styles.brand}`}>{brandName}</p>
        <p className={typography.body2}>{fillIn(sheet.prepared, { date: preparedOn })}</p>
      </div>
      {sheet.fillIns.map((label) => (
        <p key={label} className={`${typography.body2} ${styles.fillIn}`}>
          {label}:
        </p>
      ))}
    </div>
  );
}
