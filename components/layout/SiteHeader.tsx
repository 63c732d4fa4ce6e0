import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import AccountArea from '@/components/members/AccountArea';
import ImpersonationBanner from '@/components/members/ImpersonationBanner';
import ServerHtml from '@/components/hydration/ServerHtml';
import { ActionLink } from '@/components/ui/ActionButton';
import { HIRED_ANSWERS } from '@/lib/site/enrollment/enrollmentLink';
import { siteEnrollmentLink } from '@/lib/site/enrollment/siteEnrollmentLink';
import type { BasePageProps } from '@/lib/site/pageProps';
import { HEADER_NAV } from '@/lib/site/seo/navigation';
import { PAGE_LINKS } from '@/lib/site/seo/pageLinks';
import BrandLogo from './BrandLogo';
import MobileMenu from './MobileMenu';
import SupportPhone from './SupportPhone';

type SiteHeaderProps = Pick<
  BasePageProps,
  'pageKey' | 'site' | 'flags' | 'referrerCookie' | 'partnerCode'
>;

// The header is plain styled elements, not MUI's AppBar/Toolbar (Paper and its styles) and Button
// (ButtonBase, ripple, transitions): that shell weighed ~15 kB gzip on every first load.
const Header = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  boxSizing: 'border-box',
  flexShrink: 0,
  backgroundColor: theme.palette.background.paper,
  color: 'inherit',
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

// Hidden with max-width queries, as MUI's responsive values did with min-width ones: the base
// rule stays visible wherever media queries are not evaluated (jsdom).
const TopBar = styled('div')(({ theme }) => ({
  backgroundColor: theme.palette.grey[100],
  fontSize: '0.875rem',
  [theme.breakpoints.down('md')]: { display: 'none' },
}));

const Bar = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  minHeight: 64,
  // At 320 px (a small phone, or 400% zoom) the logo, "Sign in" and the menu must all fit.
  [theme.breakpoints.down('sm')]: { gap: theme.spacing(1) },
}));

const Nav = styled('nav')(({ theme }) => ({
  flexGrow: 1,
  [theme.breakpoints.down('md')]: { display: 'none' },
}));

const NavList = styled('ul')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  listStyle: 'none',
  margin: 0,
  padding: 0,
}));

// MUI's small text button (4 px by 5 px), less the action's 1 px transparent border.
const NavLink = styled(ActionLink)({
  padding: '3px 4px',
  fontWeight: 500,
  '&[aria-current="page"]': { fontWeight: 700 },
});

const Spacer = styled('div')(({ theme }) => ({
  [theme.breakpoints.down('md')]: { flexGrow: 1 },
}));

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
  const getStarted = siteEnrollmentLink(
    { site, flags, referrerCookie, partnerCode },
    { hiredAnswer: HIRED_ANSWERS[0].text },
  );
  return (
    <Header data-site-header>
      <ImpersonationBanner />
      {/* A tap-to-call link only: kept as the server's HTML, so hydration skips it. */}
      <ServerHtml name="header-top-bar">
        <TopBar>
          <Container maxWidth="lg" sx={{ display: 'flex', justifyContent: 'flex-end', py: 0.5 }}>
            <SupportPhone phone={site.supportPhone} />
          </Container>
        </TopBar>
      </ServerHtml>
      <Container maxWidth="lg">
        <Bar>
          <BrandLogo brandName={site.brandName} />
          <Nav aria-label="Main">
            <NavList>
              {HEADER_NAV.map((key) => (
                <li key={key}>
                  <NavLink
                    href={PAGE_LINKS[key].path}
                    color="inherit"
                    size="small"
                    aria-current={key === pageKey ? 'page' : undefined}
                  >
                    {PAGE_LINKS[key].navLabel}
                  </NavLink>
                </li>
              ))}
            </NavList>
          </Nav>
          <Spacer />
          <AccountArea getStartedHref={getStarted} site={site} />
          <MobileMenu
            pageKey={pageKey}
            supportPhone={site.supportPhone}
            memberAppUrl={site.memberAppUrl}
            getStartedHref={getStarted}
          />
        </Bar>
      </Container>
    </Header>
  );
}
