import { screen, within } from '@testing-library/react';
import NannyShareCalculatorView from '@/components/views/NannyShareCalculatorView';
import { DEFAULT_SHARE_INPUT } from '@/lib/calculator/share/defaultShare';
import { calculateShare } from '@/lib/calculator/share/shareEngine';
import { SHARE_EN } from '@/lib/calculator/share/text/shareText.en';
import { CALCULATOR_EN } from '@/lib/calculator/text/calculatorText.en';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { preloadPageIslands } from '../../../support/pageIslands';
import { renderWithProviders } from '../../../support/renderWithProviders';

const calculation = calculateShare(DEFAULT_SHARE_INPUT);

function renderShareView(flags: Partial<FeatureFlags> = {}) {
  const base = pagePropsFixture('nannyShareCalculator');
  const site = { ...base.site, oidc: { ...base.site.oidc, authority: null } };
  const props = pagePropsFixture('nannyShareCalculator', {
    site,
    flags: { ...base.flags, ...flags },
  });
  return renderWithProviders(
    <NannyShareCalculatorView
      {...props}
      calculation={calculation}
      text={{ share: SHARE_EN, calculator: CALCULATOR_EN }}
    />,
    { pageProps: props },
  );
}

beforeAll(preloadPageIslands);

describe('NannyShareCalculatorView', () => {
  it('shows the share calculator when the flags allow it', () => {
    const { container } = renderShareView();
    expect(container.querySelector('[data-share-calculator]')).not.toBeNull();
    expect(container.querySelector('[data-calculator-state]')).toBeNull();
  });

  it('offers a free share calculation by phone when the gate flag is off', () => {
    const { container } = renderShareView({ nannyTaxCalculator: false });
    const panel = container.querySelector<HTMLElement>('[data-calculator-state="gated"]');
    expect(panel).not.toBeNull();
    expect(screen.getByText('Get a free nanny share calculation')).toBeInTheDocument();
    expect(
      within(panel ?? document.body).getByRole('link', { name: 'Call 1-888-555-0142' }),
    ).toHaveAttribute('href', 'tel:18885550142');
    expect(container.querySelector('[data-share-calculator]')).toBeNull();
  });

  it('shows the maintenance notice with the phone number under the downtime flag', () => {
    const { container } = renderShareView({ calculatorDowntime: true });
    const notice = container.querySelector<HTMLElement>('[data-calculator-state="downtime"]');
    expect(notice).not.toBeNull();
    expect(within(notice ?? document.body).getByText(/down for maintenance/i)).toBeInTheDocument();
    expect(
      within(notice ?? document.body).getByRole('link', { name: '1-888-555-0142' }),
    ).toHaveAttribute('href', 'tel:18885550142');
    expect(container.querySelector('[data-calculator-state="gated"]')).toBeNull();
    expect(container.querySelector('[data-share-calculator]')).toBeNull();
  });
});
