import { screen } from '@testing-library/react';
import { inSpanish } from '@/components/layout/inSpanish';
import SeniorCareView from '@/components/views/SeniorCareView';
import { SENIOR_CARE_TEXT } from '@/lib/site/content/audienceContent';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { preloadPageIslands } from '../../../support/pageIslands';
import { renderWithProviders } from '../../../support/renderWithProviders';

const SpanishView = inSpanish(SeniorCareView);

beforeAll(preloadPageIslands);

describe('the senior care page in Spanish', () => {
  it('speaks Spanish from its hero to its closing band, and links the Spanish contract', () => {
    const base = pagePropsFixture('seniorCare', { locale: 'es' });
    const props = { ...base, site: { ...base.site, oidc: { ...base.site.oidc, authority: null } } };
    const { container } = renderWithProviders(
      <SpanishView {...props} text={SENIOR_CARE_TEXT.es} />,
      { pageProps: props },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      SENIOR_CARE_TEXT.es.hero.title,
    );
    expect(screen.getByRole('heading', { name: 'Lo que hacemos por usted' })).toBeInTheDocument();
    expect(container.textContent).toContain(
      'Pagos trimestrales de impuestos federales y estatales',
    );
    // The contract has its Spanish twin: linked there, without an English mark.
    const contract = screen.getByRole('link', { name: 'Obtener el contrato de muestra' });
    expect(contract.getAttribute('href')).toMatch(/\/es\/sample-senior-care-contract$/);
    expect(contract).not.toHaveAttribute('hreflang');
    for (const english of ['Senior care', 'Get the sample contract', 'What we do', 'Talk to a'])
      expect(container.textContent).not.toContain(english);
  });
});
