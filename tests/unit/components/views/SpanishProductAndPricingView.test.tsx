import { screen } from '@testing-library/react';
import { inSpanish } from '@/components/layout/inSpanish';
import ProductAndPricingView from '@/components/views/ProductAndPricingView';
import { PRODUCT_AND_PRICING_TEXT } from '@/lib/site/content/productAndPricingContent';
import type { SitePrices } from '@/lib/platform/config/siteConfig';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { preloadPageIslands } from '../../../support/pageIslands';
import { renderWithProviders } from '../../../support/renderWithProviders';

const SpanishView = inSpanish(ProductAndPricingView);
const TIERS: SitePrices = {
  monthlyFrom: 59,
  tiers: { essentials: 39, complete: 79, premier: 129 },
};

function renderSpanishPricing(prices: SitePrices, threeTierPricing = false) {
  const base = pagePropsFixture('productAndPricing', { locale: 'es' });
  const props = {
    ...base,
    site: { ...base.site, prices, oidc: { ...base.site.oidc, authority: null } },
    flags: { ...base.flags, threeTierPricing },
  };
  return renderWithProviders(<SpanishView {...props} text={PRODUCT_AND_PRICING_TEXT.es} />, {
    pageProps: props,
  });
}

beforeAll(preloadPageIslands);

describe('the Spanish product and pricing page', () => {
  it('speaks Spanish, with the single plan’s price as es-US writes it', () => {
    const { container } = renderSpanishPricing(TIERS);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Servicios y precios de la nómina del hogar',
    );
    expect(screen.getByRole('heading', { name: 'Qué incluye' })).toBeInTheDocument();
    expect(container.querySelector('[data-price="single"]')).toHaveTextContent('Desde $59 al mes');
    expect(screen.getByRole('link', { name: /^Pida su cotización: / })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Preguntas que hacen las familias' })).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Hable con un experto en nómina del hogar' }),
    ).toBeInTheDocument();
    for (const english of ['Get your quote', 'What’s included', 'From $', 'Talk to a household'])
      expect(container.textContent).not.toContain(english);
  });

  it('names the tiers and their prices in Spanish under the three-tier test', () => {
    const { container } = renderSpanishPricing(TIERS, true);
    expect(screen.getByRole('heading', { name: 'Incluido en todos los planes' })).toBeVisible();
    expect(container.querySelector('[data-price="complete"]')).toHaveTextContent(
      'Desde $79 al mes',
    );
    expect(screen.getByText('El más elegido')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/Most popular|Essentials|Premier/);
  });
});
