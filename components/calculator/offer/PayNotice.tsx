import { useId, type ReactNode } from 'react';
import { ResultTable } from '@/components/calculator/resultTable';
import typography from '@/components/ui/typography.module.css';
import { type PayNoticeModel } from '@/lib/calculator/offer/payNotice';
import { LOCALES } from '@/lib/site/i18n/locale';
import styles from './PayNotice.module.css';
import PayNoticeItemCell from './PayNoticeItemCell';

const COLUMN = { en: 'English', es: 'Español' } as const;

interface PayNoticeProps {
  notice: PayNoticeModel;
  /** The footnote mark citing the law and the Department's templates. */
  children?: ReactNode;
}

/**
 * New York's pay notice (LS 54): every item in English and in Spanish side by side, each column
 * marked with its language, then the acknowledgement lines both sides sign and the six-year rule
 * (docs/calculator.md#new-york-pay-notice).
 */
export default function PayNotice({ notice, children }: PayNoticeProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-pay-notice className={styles.notice}>
      <h2 id={id} className={`${typography.h2} ${styles.title}`}>
        <span lang="en">{notice.title.en}</span> / <span lang="es">{notice.title.es}</span>
        {children}
      </h2>
      <ResultTable aria-labelledby={id} className={styles.table}>
        <thead>
          <tr>
            {LOCALES.map((locale) => (
              <th key={locale} scope="col" lang={locale}>
                {COLUMN[locale]}: {notice.kind[locale]} ({notice.form}).{' '}
                <span className={styles.law}>{notice.law[locale]}.</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {notice.items.map((item) => (
            <tr key={item.number} data-pay-notice-item={item.number}>
              {LOCALES.map((locale) => (
                <PayNoticeItemCell key={locale} item={item} locale={locale} />
              ))}
            </tr>
          ))}
        </tbody>
      </ResultTable>
      <div data-pay-notice-signatures className={styles.signatures}>
        {notice.signatures.map((line, index) => (
          <p key={index} className={styles.signatureLine}>
            <span lang="en">{line.en}</span> / <span lang="es">{line.es}</span>
          </p>
        ))}
      </div>
      <p data-pay-notice-retention className={styles.retention}>
        <span lang="en">{notice.retention.en}</span> <span lang="es">{notice.retention.es}</span>
      </p>
    </section>
  );
}
