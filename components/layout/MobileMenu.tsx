import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import NextLink from 'next/link';
import { useState } from 'react';
import CloseIcon from '@/components/icons/CloseIcon';
import MenuIcon from '@/components/icons/MenuIcon';
import { HEADER_NAV } from '@/lib/seo/navigation';
import { PAGE_CATALOGUE, type PageKey } from '@/lib/seo/pageCatalogue';
import SupportPhone from './SupportPhone';

interface MobileMenuProps {
  pageKey: PageKey;
  supportPhone: string;
  getStartedHref: string;
}

const MOBILE_PAGES: readonly PageKey[] = ['home', ...HEADER_NAV, 'referral'];

/** The navigation drawer shown below the md breakpoint (960 px, SPEC §9). */
export default function MobileMenu({ pageKey, supportPhone, getStartedHref }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        aria-label="Open menu"
        aria-controls="mobile-menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        edge="end"
        size="large"
      >
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box id="mobile-menu" component="nav" aria-label="Main" sx={{ width: 300, p: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label="Close menu" onClick={() => setOpen(false)} size="large">
              <CloseIcon />
            </IconButton>
          </Box>
          <List>
            {MOBILE_PAGES.map((key) => (
              <ListItemButton
                key={key}
                component={NextLink}
                href={PAGE_CATALOGUE[key].path}
                selected={key === pageKey}
                aria-current={key === pageKey ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <ListItemText primary={PAGE_CATALOGUE[key].navLabel} />
              </ListItemButton>
            ))}
          </List>
          <Button variant="contained" fullWidth href={getStartedHref} sx={{ my: 2 }}>
            Get started
          </Button>
          <SupportPhone phone={supportPhone} />
        </Box>
      </Drawer>
    </Box>
  );
}
