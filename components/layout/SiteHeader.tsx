import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import NextLink from 'next/link';
import AccountArea from '@/components/auth/AccountArea';
import ImpersonationBanner from '@/components/auth/ImpersonationBanner';
import { siteEnrollmentLink } from '@/lib/enrollment/siteEnrollmentLink';
import type { BasePageProps } from '@/lib/pageProps/pageProps';
import { HEADER_NAV } from '@/lib/seo/navigation';
import { PAGE_CATALOGUE } from '@/lib/seo/pageCatalogue';
import BrandLogo from './BrandLogo';
import MobileMenu from './MobileMenu';
import SupportPhone from './SupportPhone';

type SiteHeaderProps = Pick<BasePageProps, 'pageKey' | 'site' | 'flags' | 'referrerCookie'>;

/** Logo, main navigation, support phone and the account area; collapses to a menu below md. */
export default function SiteHeader({ pageKey, site, flags, referrerCookie }: SiteHeaderProps) {
  const getStarted = siteEnrollmentLink({ site, flags, referrerCookie });
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      component="header"
      data-site-header
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <ImpersonationBanner />
      <Box sx={{ bgcolor: 'grey.100', display: { xs: 'none', md: 'block' }, fontSize: '0.875rem' }}>
        <Container maxWidth="lg" sx={{ display: 'flex', justifyContent: 'flex-end', py: 0.5 }}>
          <SupportPhone phone={site.supportPhone} />
        </Container>
      </Box>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <BrandLogo brandName={site.brandName} />
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: { xs: 'none', md: 'block' }, flexGrow: 1 }}
          >
            <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
              {HEADER_NAV.map((key) => (
                <li key={key}>
                  <Button
                    component={NextLink}
                    href={PAGE_CATALOGUE[key].path}
                    color="inherit"
                    size="small"
                    aria-current={key === pageKey ? 'page' : undefined}
                    sx={{ minWidth: 0, fontWeight: key === pageKey ? 700 : 500 }}
                  >
                    {PAGE_CATALOGUE[key].navLabel}
                  </Button>
                </li>
              ))}
            </Box>
          </Box>
          <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
          <AccountArea getStartedHref={getStarted} />
          <MobileMenu
            pageKey={pageKey}
            supportPhone={site.supportPhone}
            getStartedHref={getStarted}
          />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
