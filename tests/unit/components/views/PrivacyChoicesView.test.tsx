import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inSpanish } from '@/components/layout/inSpanish';
import SpanishlessPrivacyChoicesView from '@/components/views/PrivacyChoicesView';
import { PRIVACY_CHOICES_TEXT } from '@/lib/site/content/privacyContent';
import { EnglishPrivacyChoicesView as PrivacyChoicesView } from '../../../support/textedViews';
import { PRIVACY_CHOICE_EVENT } from '@/lib/site/privacy/browserPrivacy';
import { decideConsent } from '@/lib/site/privacy/consentState';
import type { PagePrivacy } from '@/lib/site/privacy/pagePrivacy';
import type { PrivacyChoice } from '@/lib/site/privacy/privacyChoice';
import { siteTheme } from '@/lib/site/theme/createSiteTheme';
import { applyModuleStylesheet } from '../../../support/moduleStylesheet';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';

// The page's tag-manager pushes log a warning in jsdom; the real logger loads its sink on demand
// and would do so after this file's environment is gone.
jest.mock('@/lib/platform/logging/browserLogger', () => ({
  browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

function privacyOf(gpc: boolean, choice: PrivacyChoice): PagePrivacy {
  return { gpc, choice, consent: decideConsent({ gpc, choice, region: null }, []) };
}

function renderPage(privacy: PagePrivacy) {
  const base = pagePropsFixture('privacyChoices');
  const site = { ...base.site, oidc: { ...base.site.oidc, authority: null } };
  const props = pagePropsFixture('privacyChoices', { site, privacy });
  return renderWithProviders(<PrivacyChoicesView {...props} />, { pageProps: props });
}

const NO_CHOICE: PrivacyChoice = { saleSharing: null, analytics: null };

describe('PrivacyChoicesView', () => {
  beforeEach(() => {
    document.cookie = 'hp_privacy=; path=/; max-age=0';
  });

  it('says the GPC signal is treated as an opt-out and keeps the opt-out on when GPC is sent', () => {
    renderPage(privacyOf(true, NO_CHOICE));
    expect(
      screen.getByText(/Global Privacy Control signal is on: we treat it as an opt-out/),
    ).toBeVisible();
    const optOut = screen.getByRole('switch', { name: /do not sell or share/i });
    expect(optOut).toBeChecked();
    expect(optOut).toBeDisabled();
  });

  it('says no GPC signal was detected and shows the default switches when there is none', () => {
    renderPage(privacyOf(false, NO_CHOICE));
    expect(screen.getByText(/did not detect a Global Privacy Control signal/)).toBeVisible();
    expect(screen.getByRole('switch', { name: /do not sell or share/i })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /allow analytics/i })).toBeChecked();
  });

  it('stores a choice in the cookie and announces it to tracking when a switch changes', async () => {
    const heard: PrivacyChoice[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent<PrivacyChoice>).detail);
    window.addEventListener(PRIVACY_CHOICE_EVENT, listener);
    renderPage(privacyOf(false, NO_CHOICE));
    await userEvent.click(screen.getByRole('switch', { name: /do not sell or share/i }));
    await userEvent.click(screen.getByRole('switch', { name: /allow analytics/i }));
    window.removeEventListener(PRIVACY_CHOICE_EVENT, listener);
    expect(heard).toEqual([
      { saleSharing: 'opt-out', analytics: null },
      { saleSharing: 'opt-out', analytics: 'off' },
    ]);
    expect(document.cookie).toContain('hp_privacy=sale:o.analytics:0');
    expect(screen.getByRole('status')).toHaveTextContent(/saved/i);
  });

  it('shows a stored opt-out as on', () => {
    renderPage(privacyOf(false, { saleSharing: 'opt-out', analytics: 'off' }));
    expect(screen.getByRole('switch', { name: /do not sell or share/i })).toBeChecked();
    expect(screen.getByRole('switch', { name: /allow analytics/i })).not.toBeChecked();
  });

  it('describes the analytics switch by what its current position does', async () => {
    renderPage(privacyOf(false, NO_CHOICE));
    const analytics = screen.getByRole('switch', { name: /allow analytics/i });
    expect(analytics).toBeChecked();
    expect(analytics).toHaveAccessibleDescription(/^On: /);
    expect(screen.queryByText(/^Off: /)).toBeNull();
    await userEvent.click(analytics);
    expect(analytics).not.toBeChecked();
    expect(analytics).toHaveAccessibleDescription(/^Off: .*cookies are deleted/);
    expect(screen.queryByText(/^On: /)).toBeNull();
  });

  it('sets each switch beside its label and its help under the label', () => {
    const theme = siteTheme('care');
    const remove = applyModuleStylesheet('components/content/PrivacyChoicesForm.module.css', theme);
    renderPage(privacyOf(false, NO_CHOICE));
    const analytics = screen.getByRole('switch', { name: /allow analytics/i });
    const label = getComputedStyle(analytics.closest('label')!);
    const box = getComputedStyle(analytics);
    const help = getComputedStyle(document.getElementById('privacy-analytics-help')!);
    remove();
    expect([label.display, label.alignItems, label.gap, label.cursor]).toEqual([
      'flex',
      'center',
      '12px',
      'pointer',
    ]);
    expect([box.width, box.height, box.margin]).toEqual(['1.5em', '1.5em', '0px']);
    expect(help.marginLeft).toBe('36px');
  });
});

const SpanishPrivacyChoicesView = inSpanish(SpanishlessPrivacyChoicesView);

function renderSpanishPage(privacy: PagePrivacy) {
  const base = pagePropsFixture('privacyChoices');
  const site = { ...base.site, oidc: { ...base.site.oidc, authority: null } };
  const props = pagePropsFixture('privacyChoices', { site, privacy, locale: 'es' });
  return renderWithProviders(
    <SpanishPrivacyChoicesView {...props} text={PRIVACY_CHOICES_TEXT.es} />,
    { pageProps: props },
  );
}

describe('PrivacyChoicesView in Spanish', () => {
  beforeEach(() => {
    document.cookie = 'hp_privacy=; path=/; max-age=0';
  });

  it('names the opt-out in Spanish with the statute’s English title marked as English', () => {
    renderSpanishPage(privacyOf(true, NO_CHOICE));
    expect(screen.getByText(/Su navegador envía la señal Global Privacy Control/)).toBeVisible();
    const optOut = screen.getByRole('switch', {
      name: 'No vender ni compartir mi información personal (Do Not Sell or Share My Personal Information)',
    });
    expect(optOut).toBeChecked();
    expect(optOut).toHaveAccessibleDescription(/^Activado porque su navegador envía/);
    expect(screen.getByText('(Do Not Sell or Share My Personal Information)')).toHaveAttribute(
      'lang',
      'en',
    );
  });

  it('describes the analytics switch and announces a saved change in Spanish', async () => {
    renderSpanishPage(privacyOf(false, NO_CHOICE));
    expect(screen.getByText(/No detectamos la señal Global Privacy Control/)).toBeVisible();
    const analytics = screen.getByRole('switch', { name: 'Permitir la analítica' });
    expect(analytics).toHaveAccessibleDescription(/^Activado: /);
    await userEvent.click(analytics);
    expect(analytics).toHaveAccessibleDescription(/^Desactivado: .*se eliminan sus cookies/);
    expect(document.cookie).toContain('hp_privacy=analytics:0');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Guardado. Sus opciones se aplican desde ahora.',
    );
  });
});
