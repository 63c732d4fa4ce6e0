import { type Locale } from '@/lib/site/i18n/locale';
import { type PayNoticeItem, type PayNoticeLine } from '@/lib/calculator/offer/payNotice';
import styles from './PayNotice.module.css';

const CHECKED = { en: 'Checked', es: 'Marcado' } as const;
const UNCHECKED = { en: 'Not checked', es: 'Sin marcar' } as const;

/** A line of an item in one language: a field, a box (ticked or not), or words. */
function Line({ line, locale }: { line: PayNoticeLine; locale: Locale }) {
  if (line.kind === 'check') {
    return (
      <span className={styles.check}>
        <span role="img" aria-label={line.checked ? CHECKED[locale] : UNCHECKED[locale]}>
          {line.checked ? '☒' : '☐'}
        </span>{' '}
        {line.text[locale]}
      </span>
    );
  }
  if (line.kind === 'text') return <span className={styles.text}>{line.text[locale]}</span>;
  return (
    <span className={line.label ? styles.field : styles.answer}>
      {line.label && `${line.label[locale]}: `}
      {line.value ? (
        <strong>{line.value[locale]}</strong>
      ) : (
        <span className={styles.blank} aria-hidden="true" />
      )}
    </span>
  );
}

/** One LS 54 item in one language: its number and title, then its lines (a short answer beside the title). */
export default function PayNoticeItemCell({
  item,
  locale,
}: {
  item: PayNoticeItem;
  locale: Locale;
}) {
  return (
    <td lang={locale}>
      <span className={styles.lines}>
        <span className={styles.itemTitle}>
          {item.number}. {item.title[locale]}:
        </span>
        {item.lines.map((line, index) => (
          <Line key={index} line={line} locale={locale} />
        ))}
      </span>
    </td>
  );
}
