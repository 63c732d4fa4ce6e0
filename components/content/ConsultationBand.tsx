import { ActionLink } from '@/components/ui/ActionButton';
import container from '@/components/ui/container.module.css';
import typography from '@/components/ui/typography.module.css';
import { telHref } from '@/lib/site/seo/navigation';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './ConsultationBand.module.css';

interface ConsultationBandProps {
  phone: string;
  heading?: string;
  body?: string;
}

/**
 * The closing call to action of a page: the free consultation by phone
 * (docs/site.md#support-phone).
 */
export default function ConsultationBand({
  phone,
  heading = 'Talk to a household payroll expert',
  body = 'Get answers about your taxes, your state’s rules and what it costs, in a free, no-obligation consultation.',
}: ConsultationBandProps) {
  const { shell } = usePageLanguage();
  return (
    <section aria-labelledby="consultation-heading" className={styles.band}>
      <div className={`${container.md} ${styles.content}`}>
        <h2 id="consultation-heading" className={`${typography.h2} ${styles.heading}`}>
          {heading}
        </h2>
        <p className={`${typography.body1} ${styles.body}`}>{body}</p>
        <ActionLink className={styles.call} href={telHref(phone)} variant="contained" size="large">
          {shell.callPhone(phone)}
        </ActionLink>
      </div>
    </section>
  );
}
