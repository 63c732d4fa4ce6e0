import { screen, within } from '@testing-library/react';
import DowntimeView from '@/components/views/DowntimeView';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

function renderDowntime() {
  const base = pagePropsFixture('downtime');
  const props = pagePropsFixture('downtime', {
    site: { ...base.site, oidc: { ...base.site.oidc, authority: null } },
  });
  return renderWithProviders(<DowntimeView {...props} />, { pageProps: props });
}

describe('DowntimeView', () => {
  it('shows the logo, the message and the phone number, and nothing that is down', () => {
    const { container } = renderDowntime();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/right back/i);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'HomePay home' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /call 1-888-555-0142/i })).toHaveAttribute(
      'href',
      'tel:18885550142',
    );
    // Every link on the page: the skip link, the logo and the phone. No sign-in, enrollment or menu.
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#main-content',
      '/',
      'tel:18885550142',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(container).not.toHaveTextContent(/sign in|get started/i);
  });
});
