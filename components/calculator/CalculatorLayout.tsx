import { type ReactNode } from 'react';
import styles from './CalculatorLayout.module.css';

interface CalculatorLayoutProps {
  /** Marks the calculator for the page's scripts and tests (`data-calculator`…). */
  marker: 'calculator' | 'share-calculator';
  /** From which breakpoint the form sits beside the results (the share's columns want `lg`). */
  sideBySideFrom: 'md' | 'lg';
  form: ReactNode;
  /** The results column: the status notice, the results, the e-mail form. */
  children: ReactNode;
}

/**
 * Either calculator's layout: the form beside its results from a breakpoint, stacked on a phone,
 * and on paper the results alone (the form is marked no-print).
 */
export default function CalculatorLayout({
  marker,
  sideBySideFrom,
  form,
  children,
}: CalculatorLayoutProps) {
  return (
    <div
      {...{ [`data-${marker}`]: true }}
      className={`${styles.layout} ${sideBySideFrom === 'md' ? styles.fromMd : styles.fromLg}`}
    >
      {form}
      {children}
    </div>
  );
}
