import { LOGGED_OUT } from '@/lib/members/auth/authState';
import type { BasePageProps } from '@/lib/site/pageProps';
import type { PageKey } from '@/lib/site/seo/pageLinks';
import { pageHeadText } from '@/lib/site/seo/pageDescriptions';

/** Page props as the shared loader returns them with the default local configuration. */
export function pagePropsFixture(
  pageKey: PageKey,
  overrides: Partial<BasePageProps> = {},
): BasePageProps {
  return {
    pageKey,
    locale: 'en',
    head: pageHeadText(pageKey, 'HomePay'),
    site: {
      siteOrigin: 'http://localhost:3000',
      brandName: 'HomePay',
      supportPhone: '1-888-555-0142',
      coreSiteUrl: 'https://www.care.com',
      memberAppUrl: 'https://www.care.com/app/hp-member/',
      referralReward: null,
      theme: 'care',
      secureCookies: false,
      consent: { optInRegions: [] },
      videos: { howItWorks: null, caregivers: null },
      prices: { monthlyFrom: null, tiers: { essentials: null, complete: null, premier: null } },
      reviewSources: {
        facebook: { count: null, url: null },
        google: { count: null, url: null },
      },
      graphql: { uri: '/graphql', useGetForQueries: false },
      oidc: {
        authority: 'http://localhost:4000',
        clientId: 'hp-vhp',
        scope: 'openid profile email offline_access',
        storagePrefix: 'hp-vhp.oidc.',
      },
      recaptcha: { enabled: false, siteKey: null },
      observability: {
        release: '1.329.0',
        environment: 'development',
        analytics: null,
        tagManager: null,
        sentry: null,
      },
    },
    flags: {
      nannyTaxCalculator: true,
      hideEmailButton: false,
      threeTierPricing: false,
      caregiverToFamilyReferrals: true,
      calculatorDowntime: false,
      enrollmentLanding: false,
      assetUrl: '',
      faviconUrl: '',
      analyticsScriptUrl: '',
    },
    enrollmentSessionId: '00000000-0000-4000-8000-000000000001',
    visitorId: '00000000-0000-4000-8000-000000000002',
    deviceId: '00000000-0000-4000-8000-000000000003',
    nonce: 'dGVzdC1ub25jZQ==',
    referrerCookie: null,
    partnerCode: null,
    privacy: {
      gpc: false,
      choice: { saleSharing: null, analytics: null },
      consent: {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
        analytics_storage: 'granted',
      },
    },
    auth: LOGGED_OUT,
    apolloState: null,
    ...overrides,
  };
}
