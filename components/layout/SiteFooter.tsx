import Link from '@/components/ui/Link';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { FOOTER_LEGAL_NAV, FOOTER_NAV, TERMS_OF_USE_PATH } from '@/lib/site/seo/navigation';
import { pagePathFor } from '@/lib/site/i18n/spanishPages';
import SupportPhone from './SupportPhone';
import container from '@/components/ui/container.module.css';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './SiteFooter.module.css';

interface SiteFooterProps {
  site: PublicConfig;
}

/**
 * Page links by audience, the support line, the privacy policy, "Your Privacy Choices", the
 * accessibility statement and terms of use (on the shared origin).
 */
export default function SiteFooter({ site }: SiteFooterProps) {
  const { locale, shell } = usePageLanguage();
  return (
    <footer className={styles.footer} data-site-footer>
      <div className={container.lg}>
        <div className={styles.groups}>
          {FOOTER_NAV.map((group) => (
            <div key={group.heading}>
              <h2 className={styles.heading}>{shell.footer[group.heading]}</h2>
              <ul className={styles.list}>
                {[...group.pages, ...(group.unindexedTools ?? [])].map((key) => (
                  <li className={styles.item} key={key}>
                    <Link href={pagePathFor(key, locale)} color="text.primary">
                      {shell.nav[key]}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className={styles.contact}>
            <h2 className={styles.heading}>{shell.footer.talkToAnExpert}</h2>
            <SupportPhone phone={site.supportPhone} label={shell.call} />
            <p className={`${styles.note} ${styles.hours}`}>{shell.footer.hours}</p>
          </div>
        </div>
        <div className={styles.legal}>
          <p className={styles.note}>
            {shell.footer.rights(new Date().getFullYear(), site.brandName)}
          </p>
          <div className={styles.legalLinks}>
            {FOOTER_LEGAL_NAV.map((key) => (
              <Link
                key={key}
                href={pagePathFor(key, locale)}
                variant="body2"
                color="text.primary"
                data-privacy-choices-link={key === 'privacyChoices' ? true : undefined}
              >
                {shell.nav[key]}
              </Link>
            ))}
            <Link href={TERMS_OF_USE_PATH} external variant="body2" color="text.primary">
              {shell.footer.termsOfUse}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
