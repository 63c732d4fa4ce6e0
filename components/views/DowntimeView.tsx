import { ActionLink } from '@/components/ui/ActionButton';
import PageShell from '@/components/layout/PageShell';
import container from '@/components/ui/container.module.css';
import typography from '@/components/ui/typography.module.css';
import { DOWNTIME_COPY } from '@/lib/site/content/downtimeContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { telHref } from '@/lib/site/seo/navigation';
import { withBrand } from '@/lib/site/seo/pageLinks';
import styles from './DowntimeView.module.css';

/**
 * Shown during scheduled maintenance: the logo, what is happening and the phone, nothing that is
 * down (docs/site.md#downtime-page).
 */
export default function DowntimeView(props: BasePageProps) {
  const { site } = props;
  return (
    <PageShell {...props} minimal>
      <div className={`${container.md} ${styles.page}`}>
        <h1 className={`${typography.h1} ${styles.title}`}>{DOWNTIME_COPY.title}</h1>
        <p className={`${typography.body1} ${styles.body}`}>
          {withBrand(DOWNTIME_COPY.body, site.brandName)}
        </p>
        <p className={`${typography.body1} ${styles.help}`}>{DOWNTIME_COPY.help}</p>
        <ActionLink href={telHref(site.supportPhone)} variant="contained" size="large">
          {DOWNTIME_COPY.call} {site.supportPhone}
        </ActionLink>
      </div>
    </PageShell>
  );
}
