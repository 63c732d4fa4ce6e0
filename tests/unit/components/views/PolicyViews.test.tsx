import { screen, within } from '@testing-library/react';
import { inSpanish } from '@/components/layout/inSpanish';
import AccessibilityView from '@/components/views/AccessibilityView';
import PrivacyPolicyView from '@/components/views/PrivacyPolicyView';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

const SpanishPrivacyPolicyView = inSpanish(PrivacyPolicyView);
const SpanishAccessibilityView = inSpanish(AccessibilityView);

function renderPolicy(key: 'privacyPolicy' | 'accessibility', locale: 'en' | 'es' = 'en') {
  const base = pagePropsFixture(key);
  const props = pagePropsFixture(key, {
    locale,
    site: { ...base.site, brandName: 'Acme Pay', oidc: { ...base.site.oidc, authority: null } },
  });
  const views = {
    en: { privacyPolicy: PrivacyPolicyView, accessibility: AccessibilityView },
    es: { privacyPolicy: SpanishPrivacyPolicyView, accessibility: SpanishAccessibilityView },
  };
  const View = views[locale][key];
  return renderWithProviders(<View {...props} />, { pageProps: props });
}

const region = (name: RegExp) => screen.getByRole('region', { name });

beforeAll(preloadPageIslands);

describe('PrivacyPolicyView', () => {
  it('says what the site collects: analytics with consent, tags, errors, sign-in, calculator', () => {
    renderPolicy('privacyPolicy');
    const collected = region(/what we collect/i);
    for (const term of [
      /analytics, with your consent/i,
      /^tag manager$/i,
      /error reports/i,
      /signing in/i,
      /calculator inputs/i,
    ]) {
      expect(within(collected).getByText(term)).toBeInTheDocument();
    }
    expect(collected).toHaveTextContent(/its cookies \(the ones named AMP_…\) are deleted/);
  });

  it('names who receives it, the visitor’s rights, GPC with the choices page, and a phone', () => {
    renderPolicy('privacyPolicy');
    expect(region(/who receives it/i)).toHaveTextContent(/Amplitude.*Sentry/s);
    expect(region(/your rights/i)).toHaveTextContent(/delete/);
    const choices = region(/global privacy control/i);
    expect(within(choices).getByRole('link', { name: 'Your Privacy Choices' })).toHaveAttribute(
      'href',
      '/privacy-choices',
    );
    expect(
      within(region(/contact us/i)).getByRole('link', { name: '1-888-555-0142' }),
    ).toHaveAttribute('href', 'tel:18885550142');
  });

  it('fills in the brand and dates the text', () => {
    const { container } = renderPolicy('privacyPolicy');
    expect(container).toHaveTextContent('the pages about Acme Pay');
    expect(container).not.toHaveTextContent('{brand}');
    expect(screen.getByText(/last reviewed November 26, 2026/i)).toBeInTheDocument();
  });
});

describe('AccessibilityView', () => {
  it('states WCAG 2.2 AA, how it is tested, known issues, a contact and the review dates', () => {
    renderPolicy('accessibility');
    expect(region(/our standard/i)).toHaveTextContent(/WCAG\) 2\.2 at level AA/);
    expect(region(/how we test/i)).toHaveTextContent(/axe-core/);
    expect(within(region(/known issues/i)).getAllByRole('term').length).toBeGreaterThan(0);
    expect(
      within(region(/tell us about a problem/i)).getByRole('link', { name: '1-888-555-0142' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/last reviewed November 27, 2026; next review by May 27, 2027/i),
    ).toBeInTheDocument();
  });
});

describe('the Spanish privacy policy', () => {
  it('says first that the English version governs, then the same sections in Spanish', () => {
    const { container } = renderPolicy('privacyPolicy', 'es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de privacidad');
    expect(container.querySelector('[data-translation-note]')).toHaveTextContent(
      /rige la versión en inglés/,
    );
    const collected = region(/lo que recopilamos/i);
    expect(collected).toHaveTextContent(/se eliminan sus cookies \(las que se llaman AMP_…\)/);
    expect(region(/quién lo recibe/i)).toHaveTextContent(/Amplitude.*Sentry/s);
    const choices = region(/global privacy control y sus opciones/i);
    const link = within(choices).getByRole('link', { name: 'Sus opciones de privacidad' });
    expect(link).toHaveAttribute('href', '/es/privacy-choices');
    expect(link).not.toHaveAttribute('hreflang');
    expect(container).toHaveTextContent('las páginas sobre Acme Pay');
    expect(container).not.toHaveTextContent('{brand}');
  });

  it('dates the text as es-US writes it and ends with a Spanish support line', () => {
    renderPolicy('privacyPolicy', 'es');
    expect(screen.getByText('Última revisión: 26 de noviembre de 2026.')).toBeInTheDocument();
    const contact = region(/comuníquese con nosotros/i);
    expect(contact).toHaveTextContent(/Llame al\s*1-888-555-0142/);
    expect(within(contact).getByRole('link', { name: '1-888-555-0142' })).toHaveAttribute(
      'href',
      'tel:18885550142',
    );
  });
});

describe('the Spanish accessibility statement', () => {
  it('says the English commitments govern and gives both review dates in Spanish', () => {
    const { container } = renderPolicy('accessibility', 'es');
    expect(container.querySelector('[data-translation-note]')).toHaveTextContent(
      /rigen los compromisos de la versión en inglés/,
    );
    expect(region(/nuestro estándar/i)).toHaveTextContent(/WCAG, por sus siglas en inglés\) 2\.2/);
    expect(
      screen.getByText(
        'Última revisión: 27 de noviembre de 2026; próxima revisión a más tardar el 27 de mayo de 2027.',
      ),
    ).toBeInTheDocument();
  });
});
