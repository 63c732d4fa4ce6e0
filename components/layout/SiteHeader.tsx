import AccountArea from '@/components/members/AccountArea';
import ImpersonationBanner from '@/components/members/ImpersonationBanner';
import ServerHtml from '@/components/hydration/ServerHtml';
import { ActionLink } from '@/components/ui/ActionButton';
import { HIRED_ANSWERS } from '@/lib/site/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import type { BasePageProps } from '@/lib/site/pageProps';
import { HEADER_NAV } from '@/lib/site/seo/navigation';
import { hasSpanishTwin, pagePathFor } from '@/lib/site/i18n/spanishPages';
import BrandLogo from './BrandLogo';
import MobileMenu from './MobileMenu';
import SupportPhone from './SupportPhone';
import container from '@/components/ui/container.module.css';
import LanguageSwitch from './LanguageSwitch';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './SiteHeader.module.css';

type SiteHeaderProps = Pick<
  BasePageProps,
  'pageKey' | 'site' | 'flags' | 'referrerCookie' | 'partnerCode'
>;

/** Logo, main navigation, support phone and the account area; collapses to a menu below md. */
export default function SiteHeader({
  pageKey,
  site,
  flags,
  referrerCookie,
  partnerCode,
}: SiteHeaderProps) {
  // The header never asks "have you hired yet?": a visitor who has not answered is treated as not
  // yet hired (hired=no, docs/site.md#enrollment-links) and the funnel asks again. A partner code
  // forces hired=yes.
  const { locale, shell } = usePageLanguage();
  const getStarted = siteEnrollmentLink(
    { site, flags, referrerCookie, partnerCode },
    { hiredAnswer: HIRED_ANSWERS[0].text },
  );
  return (
    <header className={styles.header} data-site-header>
      <ImpersonationBanner />
      <div
        className={
          hasSpanishTwin(pageKey) ? `${styles.topBar} ${styles.withSwitch}` : styles.topBar
        }
      >
        <div className={`${container.lg} ${styles.topBarContent}`}>
          {/* A tap-to-call link only: kept as the server's HTML, so hydration skips it. */}
          <ServerHtml name="header-top-bar">
            <span className={styles.topBarPhone}>
              <SupportPhone phone={site.supportPhone} />
            </span>
          </ServerHtml>
          <LanguageSwitch pageKey={pageKey} />
        </div>
      </div>
      <div className={container.lg}>
        <div className={styles.bar}>
          <BrandLogo brandName={site.brandName} />
          <nav className={styles.nav} aria-label={shell.mainNavigation}>
            <ul className={styles.navList}>
              {HEADER_NAV.map((key) => (
                <li key={key}>
                  <ActionLink
                    className={styles.navLink}
                    href={pagePathFor(key, locale)}
                    color="inherit"
                    size="small"
                    aria-current={key === pageKey ? 'page' : undefined}
                  >
                    {shell.headerNav[key]}
                  </ActionLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.spacer} />
          <AccountArea getStartedHref={getStarted} site={site} />
          <MobileMenu
            pageKey={pageKey}
            supportPhone={site.supportPhone}
            memberAppUrl={site.memberAppUrl}
            getStartedHref={getStarted}
          />
        </div>
      </div>
    </header>
  );
}
