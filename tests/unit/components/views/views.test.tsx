import { screen, within } from '@testing-library/react';
import { AUTH_CALLBACK_TEXT } from '@/lib/site/content/authCallbackContent';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import AccessibilityView from '@/components/views/AccessibilityView';
import AuthCallbackView from '@/components/views/AuthCallbackView';
import { EnglishCaregiversView as CaregiversView } from '../../../support/textedViews';
import { EnglishDowntimeView as DowntimeView } from '../../../support/textedViews';
import HowWeCalculateView from '@/components/views/HowWeCalculateView';
import { EnglishHomeView as HomeView } from '../../../support/textedViews';
import NannyTaxCalculatorPage from '@/components/views/NannyTaxCalculatorView';
import { EnglishNotFoundView as NotFoundView } from '../../../support/textedViews';
import { EnglishProductAndPricingView as ProductAndPricingView } from '../../../support/textedViews';
import { EnglishPrivacyChoicesView as PrivacyChoicesView } from '../../../support/textedViews';
import PrivacyPolicyView from '@/components/views/PrivacyPolicyView';
import { EnglishProPortalView as ProPortalView } from '../../../support/textedViews';
import {
  EnglishSampleNannyContractView as SampleNannyContractView,
  EnglishSampleSeniorCareContractView as SampleSeniorCareContractView,
} from '../../../support/textedViews';
import {
  EnglishReferralView as ReferralView,
  EnglishSeniorCareView as SeniorCareView,
} from '../../../support/textedViews';
import { calculate } from '@/lib/calculator/calculatorEngine';
import { CALCULATOR_EN } from '@/lib/calculator/text/calculatorText.en';
import { DEFAULT_NANNY_TAX_INPUT } from '@/lib/tax/defaults';
import { FEATURE_BLURBS, SERVICE_GROUPS } from '@/lib/site/content/homeSectionsContent';
import { HOME_REVIEWS } from '@/lib/site/content/reviews';
import type { FeatureFlags } from '@/lib/platform/flags/flagNames';
import type { BasePageProps } from '@/lib/site/pageProps';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

// The calculator page also takes the server's first calculation.
const DEFAULT_CALCULATION = calculate(DEFAULT_NANNY_TAX_INPUT);
function NannyTaxCalculatorView(props: BasePageProps) {
  return (
    <NannyTaxCalculatorPage {...props} calculation={DEFAULT_CALCULATION} text={CALCULATOR_EN} />
  );
}

// The sign-in return page also takes whether its address carries a provider's answer.
function AuthCallbackPageView(props: BasePageProps) {
  return <AuthCallbackView {...props} signInResponse text={AUTH_CALLBACK_TEXT.en} />;
}

const VIEWS: ReadonlyArray<[PageKey, ComponentType<BasePageProps>, RegExp]> = [
  ['home', HomeView, /nanny payroll and household taxes/i],
  ['caregivers', CaregiversView, /get paid on the books/i],
  ['referral', ReferralView, /refer a family to homepay/i],
  ['nannyTaxCalculator', NannyTaxCalculatorView, /nanny tax calculator/i],
  ['productAndPricing', ProductAndPricingView, /features and pricing/i],
  ['sampleNannyContract', SampleNannyContractView, /sample nanny contract/i],
  ['seniorCare', SeniorCareView, /caregiver/i],
  ['sampleSeniorCareContract', SampleSeniorCareContractView, /senior caregiver contract/i],
  ['downtime', DowntimeView, /right back/i],
  ['proPortal', ProPortalView, /household payroll your clients/i],
  ['privacyChoices', PrivacyChoicesView, /your privacy choices/i],
  ['privacyPolicy', PrivacyPolicyView, /^privacy policy$/i],
  ['accessibility', AccessibilityView, /^accessibility statement$/i],
  ['howWeCalculate', HowWeCalculateView, /^how we calculate$/i],
  ['authCallback', AuthCallbackPageView, /signing you in/i],
  ['notFound', NotFoundView, /can’t find that page/i],
];

function renderView(
  key: PageKey,
  View: ComponentType<BasePageProps>,
  flags: Partial<FeatureFlags> = {},
) {
  const base = pagePropsFixture(key);
  // No identity provider: these tests are about content, not the sign-in library's async start.
  const site = { ...base.site, oidc: { ...base.site.oidc, authority: null } };
  const props = pagePropsFixture(key, { site, flags: { ...base.flags, ...flags } });
  return renderWithProviders(<View {...props} />, { pageProps: props });
}

beforeAll(preloadPageIslands);

describe('page views', () => {
  it.each(VIEWS)('%s has exactly one h1 naming its purpose', (key, View, heading) => {
    renderView(key, View);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(heading);
  });

  it.each(VIEWS)('%s never skips a heading level after its h1', (key, View) => {
    const { container } = renderView(key, View);
    const levels = [...container.querySelectorAll('h1, h2, h3, h4')].map((h) =>
      Number(h.tagName[1]),
    );
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  });
});

describe('HomeView', () => {
  it('shows three reviews, three feature blurbs, three service groups and both star ratings', () => {
    renderView('home', HomeView);
    expect(HOME_REVIEWS).toHaveLength(3);
    for (const review of HOME_REVIEWS)
      expect(screen.getByText(review.impression)).toBeInTheDocument();
    for (const blurb of FEATURE_BLURBS)
      expect(screen.getByRole('heading', { name: blurb.title })).toBeInTheDocument();
    for (const group of SERVICE_GROUPS)
      expect(screen.getByRole('heading', { name: group.heading })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars on Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5.0 out of 5 stars on Google' })).toBeInTheDocument();
  });

  it('sends "Yes" answers to enrollment with hired=yes and "Not yet" with hired=no', async () => {
    renderView('home', HomeView);
    const aside = screen.getByRole('radiogroup', { name: /have you hired/i });
    const getStarted = () =>
      within(screen.getByRole('main')).getByRole('link', { name: 'Get started' });
    expect(getStarted()).toHaveAttribute(
      'href',
      'https://www.care.com/app/hp-enrollment/signup?hired=no',
    );
    await userEvent.click(within(aside).getByRole('radio', { name: 'Yes' }));
    expect(getStarted()).toHaveAttribute(
      'href',
      'https://www.care.com/app/hp-enrollment/signup?hired=yes',
    );
  });
});

describe('flags', () => {
  it('product and pricing shows the single plan by default and three tiers under the test flag', () => {
    const { container, unmount } = renderView('productAndPricing', ProductAndPricingView);
    expect(container.querySelector('[data-pricing="single"]')).not.toBeNull();
    expect(
      screen.getByRole('heading', { name: /year-end tax preparation: \$100/i }),
    ).toBeInTheDocument();
    unmount();
    renderView('productAndPricing', ProductAndPricingView, { threeTierPricing: true });
    for (const tier of ['Essentials', 'Complete', 'Premier']) {
      expect(screen.getByRole('heading', { name: tier })).toBeInTheDocument();
    }
  });

  it('the referral page offers caregiver-to-family referrals only when the flag is on', () => {
    const { unmount } = renderView('referral', ReferralView);
    expect(
      screen.getByRole('heading', { name: /refer the family you work for/i }),
    ).toBeInTheDocument();
    unmount();
    renderView('referral', ReferralView, { caregiverToFamilyReferrals: false });
    expect(screen.queryByRole('heading', { name: /refer the family you work for/i })).toBeNull();
  });

  it('the calculator page offers a free calculation by phone when the gate flag is off', () => {
    const { container } = renderView('nannyTaxCalculator', NannyTaxCalculatorView, {
      nannyTaxCalculator: false,
    });
    const panel = container.querySelector<HTMLElement>('[data-calculator-state="gated"]');
    expect(panel).not.toBeNull();
    expect(screen.getByText('Get a free nanny tax calculation')).toBeInTheDocument();
    expect(
      within(panel ?? document.body).getByRole('link', { name: 'Call 1-888-555-0142' }),
    ).toHaveAttribute('href', 'tel:18885550142');
  });

  it('the calculator page links how we calculate from its plain-words basics', () => {
    renderView('nannyTaxCalculator', NannyTaxCalculatorView);
    const basics = screen.getByRole('region', { name: /nanny taxes in plain words/i });
    expect(within(basics).getByRole('link', { name: /how we calculate/i })).toHaveAttribute(
      'href',
      '/how-we-calculate',
    );
  });

  it('the calculator page shows a downtime notice with the phone number under the downtime flag', () => {
    const { container } = renderView('nannyTaxCalculator', NannyTaxCalculatorView, {
      calculatorDowntime: true,
    });
    expect(container.querySelector('[data-calculator-state="downtime"]')).not.toBeNull();
    expect(screen.getByText(/down for maintenance/i)).toBeInTheDocument();
    expect(container.querySelector('[data-calculator-state="gated"]')).toBeNull();
  });
});

describe('sample contracts', () => {
  it.each([
    ['sampleNannyContract', SampleNannyContractView, 'sample-nanny-contract.pdf'],
    ['sampleSeniorCareContract', SampleSeniorCareContractView, 'sample-senior-care-contract.pdf'],
  ] as const)('%s links its PDF under the base path', (key, View, file) => {
    renderView(key, View);
    for (const link of screen.getAllByRole('link', { name: /download/i })) {
      expect(link).toHaveAttribute('href', `/app/hp-vhp/static/documents/${file}`);
    }
  });
});
