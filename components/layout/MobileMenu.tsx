import dynamic from 'next/dynamic';
import { useState } from 'react';
import MenuIcon from '@/components/ui/icons/MenuIcon';
import IconActionButton from '@/components/ui/IconActionButton';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import { inMuiScope } from '@/components/hydration/inMuiScope';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import styles from './MobileMenu.module.css';

// The drawer is MUI's: it brings MUI's scope with it (docs/performance.md#mui-on-demand).
const MobileMenuDrawer = dynamic(() => import('./MobileMenuDrawer').then(inMuiScope), {
  ssr: false,
});

interface MobileMenuProps {
  pageKey: PageKey;
  supportPhone: string;
  memberAppUrl: string;
  getStartedHref: string;
}

/**
 * The menu button shown below the md breakpoint (960 px, docs/site.md#mobile-menu). The drawer's
 * code loads on the first open (and is fetched early when a finger or pointer reaches the button),
 * not with the page.
 */
export default function MobileMenu({
  pageKey,
  supportPhone,
  memberAppUrl,
  getStartedHref,
}: MobileMenuProps) {
  const { shell } = usePageLanguage();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void import('./MobileMenuDrawer').then(inMuiScope);
  return (
    <div className={styles.belowMd}>
      <IconActionButton
        aria-label={shell.openMenu}
        aria-controls={wanted ? 'mobile-menu' : undefined}
        aria-expanded={open}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        edge="end"
      >
        <MenuIcon />
      </IconActionButton>
      {wanted ? (
        <MobileMenuDrawer
          open={open}
          onClose={() => setOpen(false)}
          pageKey={pageKey}
          supportPhone={supportPhone}
          memberAppUrl={memberAppUrl}
          getStartedHref={getStartedHref}
        />
      ) : null}
    </div>
  );
}
