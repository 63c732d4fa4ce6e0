import { screen, within } from '@testing-library/react';
import { EnglishDowntimeView as DowntimeView } from '../../../support/textedViews';
import { inSpanish } from '@/components/layout/inSpanish';
import SpanishlessDowntimeView from '@/components/views/DowntimeView';
import { DOWNTIME_TEXT } from '@/lib/site/content/downtimeContent';
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

const SpanishDowntimeView = inSpanish(SpanishlessDowntimeView);

describe('DowntimeView in Spanish', () => {
  it('says the same in Spanish, with the same three links and nothing that is down', () => {
    const base = pagePropsFixture('downtime');
    const props = pagePropsFixture('downtime', {
      locale: 'es',
      site: { ...base.site, oidc: { ...base.site.oidc, authority: null } },
    });
    const { container } = renderWithProviders(
      <SpanishDowntimeView {...props} text={DOWNTIME_TEXT.es} />,
      { pageProps: props },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Volvemos enseguida');
    expect(container).toHaveTextContent('HomePay no está disponible por un momento');
    expect(screen.getByRole('link', { name: 'Llamar al 1-888-555-0142' })).toHaveAttribute(
      'href',
      'tel:18885550142',
    );
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '#main-content',
      '/',
      'tel:18885550142',
    ]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container).not.toHaveTextContent(/right back|call|sign in|get started/i);
  });
});
