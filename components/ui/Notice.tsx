import { type HTMLAttributes } from 'react';
import styles from './Notice.module.css';

export type NoticeTone = 'info' | 'warning' | 'error';

interface NoticeProps extends HTMLAttributes<HTMLDivElement> {
  tone: NoticeTone;
  /**
   * `status` for news that may wait (announced politely), `alert` for a failure the visitor
   * must hear now. Give the role explicitly: a notice that is neither is just a coloured box.
   */
  role?: 'status' | 'alert';
  /** More room inside, for a notice that stands in for a page's tool (the calculator's gated offer). */
  roomy?: boolean;
}

/**
 * A notice (maintenance, stale results, a failed send or sign-in): a coloured box with the right
 * live role, instead of MUI's Alert and its icons.
 */
export default function Notice({ tone, roomy = false, className, ...props }: NoticeProps) {
  return (
    <div
      data-tone={tone}
      {...(roomy ? { 'data-roomy': true } : {})}
      className={className ? `${styles.notice} ${className}` : styles.notice}
      {...props}
    />
  );
}
