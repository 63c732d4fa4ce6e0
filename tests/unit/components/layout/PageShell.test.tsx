import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageShell from '@/components/layout/PageShell';
import { PAGE_CATALOGUE } from '@/lib/site/seo/pageCatalogue';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

function renderShell(overrides: Parameters<typeof pagePropsFixture>[1] = {}) {
  return renderWithProviders(
    <PageShell {...pagePropsFixture('caregivers', overrides)}>
      <h1>Page body</h1>
    </PageShell>,
  );
}

describe('PageShell', () => {
  it('puts the skip link first and points it at the main landmark', () => {
    renderShell();
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveTextContent('Skip to main content');
    expect(links[0]).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('tags the main landmark with the page tracking metadata of the catalogue', () => {
    renderShell();
    const main = screen.getByRole('main');
    const meta = PAGE_CATALOGUE.caregivers;
    expect(main).toHaveAttribute('data-page-id', meta.pageId);
    expect(main).toHaveAttribute('data-screen-name', meta.screenName);
    expect(main).toHaveAttribute('data-screen-template', meta.screenTemplate);
    expect(main).toHaveAttribute('data-tracked-path', '/homepay/caregivers');
  });

  it('marks the current page in the main navigation', () => {
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'For caregivers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Tax calculator' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('offers the support phone as a tap-to-call link', () => {
    renderShell();
    const phoneLinks = screen.getAllByRole('link', { name: '1-888-555-0142' });
    expect(phoneLinks[0]).toHaveAttribute('href', 'tel:18885550142');
  });

  it('links terms of use outside the base path', () => {
    renderShell();
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/about/terms-of-use/',
    );
  });

  it('puts the navigation and account area in a banner landmark', () => {
    renderShell();
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-site-header');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Sign in' })).toHaveAttribute(
      'type',
      'button',
    );
  });

  it('sends "Get started" to sign-up as not yet hired, or to the landing page when its flag is on', () => {
    const { unmount } = renderShell();
    expect(screen.getAllByRole('link', { name: 'Get started' })[0]).toHaveAttribute(
      'href',
      'https://www.care.com/app/hp-enrollment/signup?hired=no',
    );
    unmount();
    renderShell({ flags: { ...pagePropsFixture('home').flags, enrollmentLanding: true } });
    expect(screen.getAllByRole('link', { name: 'Get started' })[0]).toHaveAttribute(
      'href',
      'https://www.care.com/app/hp-enrollment/landing?hired=no',
    );
  });

  it('sends a partner link visitor to enrollment with hired=yes and the partner code', () => {
    renderShell({ partnerCode: 'CPA-1234' });
    expect(screen.getAllByRole('link', { name: 'Get started' })[0]).toHaveAttribute(
      'href',
      'https://www.care.com/app/hp-enrollment/signup?hired=yes&partner=CPA-1234',
    );
  });

  it('carries the first referral code into the enrollment link', () => {
    renderShell({ referrerCookie: 'FRIEND42|other' });
    expect(screen.getAllByRole('link', { name: 'Get started' })[0]).toHaveAttribute(
      'href',
      'https://www.care.com/app/hp-enrollment/signup?hired=no&rx=FRIEND42',
    );
  });

  it('opens and closes the mobile menu from its button', async () => {
    const user = userEvent.setup();
    renderShell();
    const open = screen.getByRole('button', { name: 'Open menu' });
    // A real button that submits nothing, with its icon hidden from assistive tech.
    expect(open).toHaveAttribute('type', 'button');
    expect(open.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    const menu = document.getElementById('mobile-menu');
    expect(menu).not.toBeNull();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Senior care' })).toHaveAttribute(
      'href',
      '/senior-care',
    );
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });
});
