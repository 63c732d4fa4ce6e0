import type { ReactNode } from 'react';
import ServerHtml from '@/components/hydration/ServerHtml';
import PageHead from '@/components/layout/PageHead';
import type { BasePageProps } from '@/lib/site/pageProps';
import BrandLogo from './BrandLogo';
import SiteFooter from './SiteFooter';
import SiteHeader from './SiteHeader';
import SkipLink, { MAIN_CONTENT_ID } from './SkipLink';
import styles from './PageShell.module.css';

interface PageShellProps extends BasePageProps {
  children: ReactNode;
  /**
   * Only the logo above the content and no footer: the maintenance page offers nothing that is
   * down (no navigation, sign-in or enrollment).
   */
  minimal?: boolean;
}

/** The shared layout of every page: head tags, skip link, header, main landmark and footer. */
export default function PageShell({ children, minimal = false, ...props }: PageShellProps) {
  const meta = props.head.tracking;
  return (
    <>
      <PageHead
        pageKey={props.pageKey}
        site={props.site}
        flags={props.flags}
        head={props.head}
        locale={props.locale}
      />
      <SkipLink />
      {minimal ? (
        <header className={styles.minimalHeader}>
          <BrandLogo brandName={props.site.brandName} />
        </header>
      ) : (
        <SiteHeader
          pageKey={props.pageKey}
          site={props.site}
          flags={props.flags}
          referrerCookie={props.referrerCookie}
          partnerCode={props.partnerCode}
        />
      )}
      <main
        className={styles.main}
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        data-page-id={meta.pageId}
        data-screen-name={meta.screenName}
        data-screen-template={meta.screenTemplate}
        data-tracked-path={meta.trackedPath}
      >
        {children}
      </main>
      {minimal ? null : (
        <ServerHtml name="footer">
          <SiteFooter site={props.site} />
        </ServerHtml>
      )}
    </>
  );
}
