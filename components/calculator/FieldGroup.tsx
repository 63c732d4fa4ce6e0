import { type ReactNode } from 'react';
import styles from './FieldGroup.module.css';

interface FieldGroupProps {
  legend: string;
  children: ReactNode;
  /** The choices sit side by side (radio buttons), wrapping on a narrow screen. */
  inline?: boolean;
}

/** Related fields under a legend: screen readers announce the legend with each field. */
export default function FieldGroup({ legend, children, inline = false }: FieldGroupProps) {
  return (
    <fieldset className={styles.fieldset} {...(inline ? { 'data-inline': true } : {})}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
