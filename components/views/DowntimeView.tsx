import { ActionLink } from '@/components/ui/ActionButton';
import PageShell from '@/components/layout/PageShell';
import container from '@/components/ui/container.module.css';
import typography from '@/components/ui/typography.module.css';
import type { DowntimeText } from '@/lib/site/content/downtimeContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { telHref } from '@/lib/site/seo/navigation';
import { withBrand } from '@/lib/site/seo/pageLinks';
import styles from './DowntimeView.module.css';

export interface DowntimeViewProps extends BasePageProps {
  /** The page's words in its language, from the server (lib/site/content/downtimeContent.ts). */
  text: DowntimeText;
}

/**
 * Shown during scheduled maintenance: the logo, what is happening and the phone, nothing that is
 * down (docs/site.md#downtime-page).
 */
export default function DowntimeView({ text, ...props }: DowntimeViewProps) {
  const { site } = props;
  return (
    <PageShell {...props} minimal>
      <div className={`${container.md} ${styles.page}`}>
        <h1 className={`${typography.h1} ${styles.title}`}>{text.title}</h1>
        <p className={`${typography.body1} ${styles.body}`}>
          {withBrand(text.body, site.brandName)}
        </p>
        <p className={`${typography.body1} ${styles.help}`}>{text.help}</p>
        <ActionLink href={telHref(site.supportPhone)} variant="contained" size="large">
          {text.call} {site.supportPhone}
        </ActionLink>
      </div>
    </PageShell>
  );
}
