import ContentSection from '@/components/content/ContentSection';
import PageHero from '@/components/content/PageHero';
import PrivacyChoicesForm from '@/components/content/PrivacyChoicesForm';
import { useBrowserGpc } from '@/components/content/useBrowserGpc';
import PageShell from '@/components/layout/PageShell';
import typography from '@/components/ui/typography.module.css';
import type { PrivacyChoicesText } from '@/lib/site/content/privacyContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import { measure } from '@/lib/site/theme/tokens';
import styles from './PrivacyChoicesView.module.css';

export interface PrivacyChoicesViewProps extends BasePageProps {
  /** The page's words in its language, from the server (lib/site/content/privacyContent.ts). */
  text: PrivacyChoicesText;
}

/**
 * "Your Privacy Choices" (docs/site.md#privacy-choices-page): what is collected and why, the GPC
 * status the server (or the browser) detected, and the two switches. Readable without JavaScript.
 */
export default function PrivacyChoicesView({ text, ...props }: PrivacyChoicesViewProps) {
  const { privacy, site } = props;
  const browserGpc = useBrowserGpc();
  const gpc = privacy.gpc || browserGpc;
  return (
    <PageShell {...props}>
      <PageHero eyebrow={text.eyebrow} title={text.title} lead={text.lead} />

      <ContentSection id="privacy-gpc-heading" heading={text.gpc.heading}>
        <p
          className={typography.body1}
          data-gpc-status={gpc ? 'on' : 'off'}
          style={{ maxWidth: measure(70) }}
        >
          {gpc ? text.gpc.on : text.gpc.off}
        </p>
      </ContentSection>

      <ContentSection id="privacy-choices-heading" heading={text.choices.heading} tinted>
        <PrivacyChoicesForm
          privacy={privacy}
          secure={site.secureCookies}
          gpc={gpc}
          text={text.choices}
        />
      </ContentSection>

      <ContentSection id="privacy-collected-heading" heading={text.collected.heading}>
        <dl className={styles.collected} style={{ maxWidth: measure(70) }}>
          {text.collected.items.map((item) => (
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
