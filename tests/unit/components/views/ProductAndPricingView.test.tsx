import { screen, within } from '@testing-library/react';
import {
  EnglishHomeView as HomeView,
  EnglishProductAndPricingView as ProductAndPricingView,
} from '../../../support/textedViews';
import type { SitePrices } from '@/lib/platform/config/siteConfig';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

const NONE: SitePrices = {
  monthlyFrom: null,
  tiers: { essentials: null, complete: null, premier: null },
};

function renderPage(
  key: Extract<PageKey, 'home' | 'productAndPricing'>,
  prices: SitePrices,
  threeTierPricing = false,
) {
  const base = pagePropsFixture(key);
  const props = pagePropsFixture(key, {
    site: { ...base.site, prices, oidc: { ...base.site.oidc, authority: null } },
    flags: { ...base.flags, threeTierPricing },
  });
  const View = key === 'home' ? HomeView : ProductAndPricingView;
  return renderWithProviders(<View {...props} />, { pageProps: props });
}

beforeAll(() => preloadPageIslands());

describe('published prices', () => {
  it('promises no price it does not show: no "transparent", no plans to compare', () => {
    const { container } = renderPage('productAndPricing', NONE);
    expect(container).not.toHaveTextContent(/transparent|included in every plan|compare plans/i);
    expect(container.querySelector('[data-price]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'What’s included' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What it costs' })).toHaveTextContent(
      /quote it during your free consultation/,
    );
  });

  it('shows the single plan’s monthly "from" price when it is configured', () => {
    const { container } = renderPage('productAndPricing', { ...NONE, monthlyFrom: 59 });
    expect(container.querySelector('[data-price="single"]')).toHaveTextContent('From $59 a month');
  });

  it('shows each tier’s price under the three-tier test', () => {
    const { container } = renderPage(
      'productAndPricing',
      { monthlyFrom: 59, tiers: { essentials: 39, complete: 79, premier: 129 } },
      true,
    );
    expect(container.querySelector('[data-price="single"]')).toBeNull();
    expect(container.querySelector('[data-price="complete"]')).toHaveTextContent(
      'From $79 a month',
    );
    expect(screen.getByRole('heading', { name: 'Included in every plan' })).toBeInTheDocument();
  });

  it('the landing page links to pricing without "compare plans" when there is one plan', () => {
    renderPage('home', NONE);
    const section = screen.getByRole('region', { name: 'What it costs' });
    expect(section).not.toHaveTextContent(/compare|\$\d+ a month/i);
    expect(within(section).getByRole('link', { name: 'How pricing works' })).toBeInTheDocument();
  });

  it('the landing page states the lowest published price', () => {
    renderPage('home', { ...NONE, monthlyFrom: 59 });
    const section = screen.getByRole('region', { name: 'What it costs' });
    expect(section).toHaveTextContent('Household payroll from $59 a month.');
    expect(within(section).getByRole('link', { name: 'See pricing' })).toBeInTheDocument();
  });
});
