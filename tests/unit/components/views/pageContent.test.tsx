import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { EnglishCaregiversView as CaregiversView } from '../../../support/textedViews';
import { EnglishHomeView as HomeView } from '../../../support/textedViews';
import { EnglishProductAndPricingView as ProductAndPricingView } from '../../../support/textedViews';
import {
  EnglishReferralView as ReferralView,
  EnglishSeniorCareView as SeniorCareView,
} from '../../../support/textedViews';
import { FAMILY_FAQ } from '@/lib/site/content/faqContent';
import { ILLUSTRATIONS, type IllustrationName } from '@/lib/site/content/illustrations';
import { PARTNER_WELCOME, partnerText } from '@/lib/site/content/partnerContent';
import type { BasePageProps } from '@/lib/site/pageProps';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import { withBrand } from '@/lib/site/seo/pageLinks';
import { pagePropsFixture } from '../../../support/pageProps.fixture';
import { renderWithProviders } from '../../../support/renderWithProviders';
import { preloadPageIslands } from '../../../support/pageIslands';

const ENROLLMENT = 'https://www.care.com/app/hp-enrollment/';

function renderView(
  key: PageKey,
  View: ComponentType<BasePageProps>,
  overrides: Partial<BasePageProps> = {},
) {
  const base = pagePropsFixture(key);
  // No identity provider: these tests are about content, not the sign-in library's start.
  const site = { ...base.site, oidc: { ...base.site.oidc, authority: null } };
  const props = pagePropsFixture(key, { site, ...overrides });
  return renderWithProviders(<View {...props} />, { pageProps: props });
}

/** Every link on the page that goes to the enrollment funnel. */
function enrollmentHrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith(ENROLLMENT));
}

beforeAll(preloadPageIslands);

describe('partner landing', () => {
  it('shows the partner welcome, filled with the code and brand, instead of the family hero', () => {
    renderView('home', HomeView, { partnerCode: 'CPA-1234' });
    const fill = (text: string) => partnerText(text, 'CPA-1234', 'HomePay');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      fill(PARTNER_WELCOME.title),
    );
    expect(screen.getByText(fill(PARTNER_WELCOME.eyebrow))).toBeInTheDocument();
    expect(screen.getByText(fill(PARTNER_WELCOME.lead))).toBeInTheDocument();
    expect(screen.getByText(fill(PARTNER_WELCOME.note))).toBeInTheDocument();
    expect(screen.queryByText(/nanny payroll and household taxes, done for you/i)).toBeNull();
    // The rest of the page stays the family page.
    expect(screen.getByRole('heading', { name: /families who stopped worrying/i })).toBeVisible();
  });

  it.each([
    ['home', HomeView],
    ['productAndPricing', ProductAndPricingView],
    ['seniorCare', SeniorCareView],
    ['caregivers', CaregiversView],
    ['referral', ReferralView],
  ] as const)('%s: every enrollment link carries hired=yes and the partner', (key, View) => {
    const { container } = renderView(key, View, { partnerCode: 'CPA-1234' });
    const hrefs = enrollmentHrefs(container);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toContain('hired=yes&partner=CPA-1234');
  });

  it('without a partner code the family hero shows and no enrollment link names a partner', () => {
    const { container } = renderView('home', HomeView);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /nanny payroll and household taxes/i,
    );
    const hrefs = enrollmentHrefs(container);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) {
      expect(href).not.toContain('partner=');
      expect(href).toContain('hired=no');
    }
  });
});

describe('price and FAQ', () => {
  it('the landing page states the $100 year-end fee, its forms and links to pricing', () => {
    renderView('home', HomeView);
    const section = screen.getByRole('region', { name: 'What it costs' });
    expect(
      within(section).getByRole('heading', { name: /year-end tax preparation: \$100/i }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent(/Schedule H, Form 1040, W-2 and W-3/);
    expect(within(section).getByRole('link', { name: /pricing/i })).toHaveAttribute(
      'href',
      '/product-and-pricing',
    );
  });

  it.each([
    ['home', HomeView],
    ['productAndPricing', ProductAndPricingView],
  ] as const)('%s shows every family FAQ question', (key, View) => {
    renderView(key, View);
    const faq = screen.getByRole('region', { name: 'Questions families ask' });
    for (const entry of FAMILY_FAQ) {
      expect(within(faq).getByText(withBrand(entry.question, 'HomePay'))).toBeInTheDocument();
    }
  });
});

describe('illustrations', () => {
  it.each([
    ['home', HomeView, 'familyPayroll'],
    ['caregivers', CaregiversView, 'caregiverCare'],
    ['productAndPricing', ProductAndPricingView, 'taxForms'],
  ] as const)('%s shows %s below the hero, sized and lazy', (key, View, name: IllustrationName) => {
    const { container } = renderView(key, View);
    const { alt, width, height } = ILLUSTRATIONS[name];
    const image = screen.getByRole('img', { name: alt });
    expect(image).toHaveAttribute('width', String(width));
    expect(image).toHaveAttribute('height', String(height));
    expect(image).toHaveAttribute('loading', 'lazy');
    // Never in the hero: the first section holding the h1 has no picture.
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.closest('div[class]')?.parentElement?.querySelector('img[loading]')).toBeNull();
    expect(image.closest('section')).not.toBeNull();
    // One illustration per page; a video's poster is counted by the video's own tests.
    const lazy = [...container.querySelectorAll('img[loading="lazy"]')];
    expect(lazy.filter((img) => !img.closest('[data-video]'))).toHaveLength(1);
  });
});

describe('referral page', () => {
  it('tells a referred visitor the code is applied and puts rx in the enrollment links', () => {
    const { container } = renderView('referral', ReferralView, {
      referrerCookie: 'REF123|other',
    });
    expect(screen.getByText(/your referral code REF123 is applied/i)).toBeInTheDocument();
    const hrefs = enrollmentHrefs(container);
    expect(hrefs.length).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) expect(href).toContain('rx=REF123');
    // Someone else's code is not a link to share: a visitor signs in for a personal one.
    expect(screen.queryByRole('textbox', { name: /referral link/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in for your link' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: /^email/i })) {
      expect(decodeURIComponent(link.getAttribute('href') ?? '')).not.toContain('rx=');
    }
  });

  it('without a referral code invites the visitor to sign in for a personal link', () => {
    const { container } = renderView('referral', ReferralView);
    expect(screen.queryByText(/is applied/i)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /referral link/i })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in for your link' })).toBeInTheDocument();
    for (const href of enrollmentHrefs(container)) expect(href).not.toContain('rx=');
  });
});
