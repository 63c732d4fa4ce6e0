import { type ReactNode } from 'react';
import styles from './OfferWarning.module.css';

/**
 * A warning on the sheet, on screen and on paper. A plain box, not MUI's `Alert`: the Alert and
 * its icons cost the page about 8 KiB of first-load JavaScript (docs/performance.md#budgets).
 */
export default function OfferWarning({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.warning}>
      {children}
    </div>
  );
}
