import { screen, within } from '@testing-library/react';
import AccessibilityView from '@/components/views/AccessibilityView';
import PrivacyPolicyView from '@/components/views/PrivacyPolicyView';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

function renderPolicy(key: 'privacyPolicy' | 'accessibility') {
  const base = pagePropsFixture(key);
  const props = pagePropsFixture(key, {
    site: { ...base.site, brandName: 'Acme Pay', oidc: { ...base.site.oidc, authority: null } },
  });
  const View = key === 'privacyPolicy' ? PrivacyPolicyView : AccessibilityView;
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
