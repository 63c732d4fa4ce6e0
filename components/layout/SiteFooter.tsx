import Link from '@/components/ui/Link';
import type { PublicConfig } from '@/lib/platform/config/siteConfig';
import { FOOTER_LEGAL_NAV, FOOTER_NAV, TERMS_OF_USE_PATH } from '@/lib/site/seo/navigation';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import SupportPhone from './SupportPhone';
import container from '@/components/ui/container.module.css';
import styles from './SiteFooter.module.css';

interface SiteFooterProps {
  site: PublicConfig;
}

/**
 * Page links by audience, the support line, the privacy policy, "Your Privacy Choices", the
 * accessibility statement and terms of use (on the shared origin).
 */
export default function SiteFooter({ site }: SiteFooterProps) {
  return (
    <footer className={styles.footer} data-site-footer>
      <div className={container.lg}>
        <div className={styles.groups}>
          {FOOTER_NAV.map((group) => (
            <div key={group.heading}>
              <h2 className={styles.heading}>{group.heading}</h2>
              <ul className={styles.list}>
                {[...group.pages, ...(group.unindexedTools ?? [])].map((key) => (
                  <li className={styles.item} key={key}>
                    <Link href={PAGE_LINKS[key].path} color="text.primary">
                      {PAGE_LINKS[key].navLabel}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className={styles.contact}>
            <h2 className={styles.heading}>Talk to an expert</h2>
            <SupportPhone phone={site.supportPhone} label="Call" />
            <p className={`${styles.note} ${styles.hours}`}>
              Monday to Friday, 8:30 a.m. to 7 p.m. Eastern
            </p>
          </div>
        </div>
        <div className={styles.legal}>
          <p className={styles.note}>
            © {new Date().getFullYear()} {site.brandName}. All rights reserved.
          </p>
          <div className={styles.legalLinks}>
            {FOOTER_LEGAL_NAV.map((key) => (
              <Link
                key={key}
                href={PAGE_LINKS[key].path}
                variant="body2"
                color="text.primary"
                data-privacy-choices-link={key === 'privacyChoices' ? true : undefined}
              >
                {PAGE_LINKS[key].navLabel}
              </Link>
            ))}
            <Link href={TERMS_OF_USE_PATH} external variant="body2" color="text.primary">
              Terms of use
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
