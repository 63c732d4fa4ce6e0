import { type HTMLAttributes } from 'react';
import styles from './CalculatorNotice.module.css';

export type NoticeTone = 'info' | 'warning' | 'error';

interface CalculatorNoticeProps extends HTMLAttributes<HTMLDivElement> {
  tone: NoticeTone;
  /**
   * `status` for news that may wait (announced politely), `alert` for a failure the visitor
   * must hear now. Give the role explicitly: a notice that is neither is just a coloured box.
   */
  role?: 'status' | 'alert';
  /** More room inside, for a notice that stands in for the calculator (the gated offer). */
  roomy?: boolean;
}

/**
 * A notice on the calculator page (maintenance, stale results, a failed send or load): a
 * coloured box with the right live role, instead of MUI's Alert and its icons.
 */
export default function CalculatorNotice({
  tone,
  roomy = false,
  className,
  ...props
}: CalculatorNoticeProps) {
  return (
    <div
      data-tone={tone}
      {...(roomy ? { 'data-roomy': true } : {})}
      className={className ? `${styles.notice} ${className}` : styles.notice}
      {...props}
    />
  );
}
