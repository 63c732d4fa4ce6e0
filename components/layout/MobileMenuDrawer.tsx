import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import RoutedLink from '@/components/ui/RoutedLink';
import CloseIcon from '@/components/ui/icons/CloseIcon';
import IconActionButton from '@/components/ui/IconActionButton';
import { MOBILE_NAV } from '@/lib/site/seo/navigation';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import DrawerAccount from '@/components/members/DrawerAccount';
import { pagePathFor } from '@/lib/site/i18n/spanishPages';
import { usePageLanguage } from '@/components/ui/PageLanguage';
import SupportPhone from './SupportPhone';

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  pageKey: PageKey;
  supportPhone: string;
  memberAppUrl: string;
  getStartedHref: string;
}

const MOBILE_PAGES: readonly PageKey[] = MOBILE_NAV;

/**
 * The drawer of the mobile menu. MUI's Drawer brings Modal, FocusTrap and Slide (about 11 kB
 * gzip), so `MobileMenu` loads this file on the first open instead of with every page.
 */
export default function MobileMenuDrawer({
  open,
  onClose,
  pageKey,
  supportPhone,
  memberAppUrl,
  getStartedHref,
}: MobileMenuDrawerProps) {
  const { locale, shell } = usePageLanguage();
  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box
        id="mobile-menu"
        component="nav"
        aria-label={shell.mainNavigation}
        sx={{ width: 300, p: 2 }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconActionButton aria-label={shell.closeMenu} onClick={onClose}>
            <CloseIcon />
          </IconActionButton>
        </Box>
        <List>
          {MOBILE_PAGES.map((key) => (
            <ListItemButton
              key={key}
              component={RoutedLink}
              href={pagePathFor(key, locale)}
              selected={key === pageKey}
              aria-current={key === pageKey ? 'page' : undefined}
              onClick={onClose}
            >
              <ListItemText primary={shell.nav[key]} />
            </ListItemButton>
          ))}
        </List>
        <DrawerAccount site={{ memberAppUrl, supportPhone }} getStartedHref={getStartedHref} />
        <SupportPhone phone={supportPhone} />
      </Box>
    </Drawer>
  );
}
