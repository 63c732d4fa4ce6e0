import type { ComponentPropsWithoutRef } from 'react';
import styles from './FieldRow.module.css';

/** Two or more fields side by side, top-aligned so a hint or an error under one moves neither. */
export default function FieldRow({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div className={className ? `${styles.row} ${className}` : styles.row} {...props} />;
}
