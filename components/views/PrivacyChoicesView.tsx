import ContentSection from '@/components/content/ContentSection';
import PageHero from '@/components/content/PageHero';
import PrivacyChoicesForm from '@/components/content/PrivacyChoicesForm';
import { useBrowserGpc } from '@/components/content/useBrowserGpc';
import PageShell from '@/components/layout/PageShell';
import typography from '@/components/ui/typography.module.css';
import { PRIVACY_PAGE } from '@/lib/site/content/privacyContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { measure } from '@/lib/site/theme/tokens';
import styles from './PrivacyChoicesView.module.css';

/**
 * "Your Privacy Choices" (docs/site.md#privacy-choices-page): what is collected and why, the GPC
 * status the server (or the browser) detected, and the two switches. Readable without JavaScript.
 */
export default function PrivacyChoicesView(props: BasePageProps) {
  const { privacy, site } = props;
  const browserGpc = useBrowserGpc();
  const gpc = privacy.gpc || browserGpc;
  return (
    <PageShell {...props}>
      <PageHero
        eyebrow={PRIVACY_PAGE.eyebrow}
        title={PRIVACY_PAGE.title}
        lead={PRIVACY_PAGE.lead}
      />

      <ContentSection id="privacy-gpc-heading" heading={PRIVACY_PAGE.gpc.heading}>
        <p
          className={typography.body1}
          data-gpc-status={gpc ? 'on' : 'off'}
          style={{ maxWidth: measure(70) }}
        >
          {gpc ? PRIVACY_PAGE.gpc.on : PRIVACY_PAGE.gpc.off}
        </p>
      </ContentSection>

      <ContentSection id="privacy-choices-heading" heading={PRIVACY_PAGE.choices.heading} tinted>
        <PrivacyChoicesForm privacy={privacy} secure={site.secureCookies} gpc={gpc} />
      </ContentSection>

      <ContentSection id="privacy-collected-heading" heading={PRIVACY_PAGE.collected.heading}>
        <dl className={styles.collected} style={{ maxWidth: measure(70) }}>
          {PRIVACY_PAGE.collected.items.map((item) => (
            <div key={item.title}>
              <dt className={`${typography.body1} ${styles.term}`}>{item.title}</dt>
              <dd className={`${typography.body1} ${styles.detail}`}>{item.body}</dd>
            </div>
          ))}
        </dl>
      </ContentSection>
    </PageShell>
  );
}
