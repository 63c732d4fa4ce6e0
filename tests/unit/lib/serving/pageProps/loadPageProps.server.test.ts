/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import type * as LoaderModule from '@/lib/serving/pageProps/loadPageProps.server';
import { loadPageProps, pagePropsLoader } from '@/lib/serving/pageProps/loadPageProps.server';
import {
  internalRenderHeaders,
  renderPlaceholders,
} from '@/lib/serving/pageCache/internalRender.server';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';

type Context = Pick<GetServerSidePropsContext, 'req' | 'res' | 'query'>;

function fakeContext(
  cookies: Record<string, string>,
  headers: Record<string, string> = {},
  target: string | Record<string, string | string[]> = '/app/hp-vhp',
) {
  // A URL (as the request has it), or the query Next parsed from it.
  const url = typeof target === 'string' ? target : '/app/hp-vhp';
  const query = typeof target === 'string' ? {} : target;
  const setHeader = jest.fn();
  const context = {
    req: { cookies, headers, url },
    res: { getHeader: jest.fn(() => undefined), setHeader },
    query,
  } as unknown as Context;
  return { context, setHeader };
}

const VALID = {
  n_vis: '1b4e28ba-2fa1-4d2e-8c3a-0a1b2c3d4e5f',
  hpc: '2b4e28ba-2fa1-4d2e-8c3a-0a1b2c3d4e5f',
  csc: '3b4e28ba-2fa1-4d2e-8c3a-0a1b2c3d4e5f',
};

describe('loadPageProps', () => {
  it('returns every shared prop for a returning visitor without setting cookies', async () => {
    const { context, setHeader } = fakeContext(
      { ...VALID, vpm: '"FRIEND42|x"' },
      { 'x-nonce': 'abc==' },
    );
    const props = await loadPageProps(context, 'home');
    expect(props).toEqual({
      pageKey: 'home',
      locale: 'en',
      // The page's head text comes from the server, brand filled in, not from the browser bundle.
      head: {
        title: 'Nanny Payroll & Household Employee Taxes Made Easy | HomePay',
        description: expect.stringContaining('HomePay handles nanny') as unknown,
        keywords: 'nanny payroll, nanny taxes, household employee taxes, household payroll service',
        indexable: true,
        tracking: {
          pageId: 'hp-vhp-home',
          screenName: 'HomePay Home',
          screenTemplate: 'landing',
          trackedPath: '/homepay',
        },
      },
      site: expect.objectContaining({
        brandName: 'HomePay',
        siteOrigin: 'http://localhost:3000',
      }) as unknown,
      flags: expect.objectContaining({
        nannyTaxCalculator: true,
        hideEmailButton: false,
      }) as unknown,
      visitorId: VALID.n_vis,
      deviceId: VALID.hpc,
      enrollmentSessionId: VALID.csc,
      nonce: 'abc==',
      referrerCookie: 'FRIEND42|x',
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
      // No identity provider is configured in unit tests: the page renders logged out.
      auth: { isLoggedIn: false, isImpersonated: false, member: null, memberUuid: null },
      apolloState: null,
    });
    expect(setHeader).not.toHaveBeenCalled();
  });

  it.each([
    [{ 'sec-gpc': '1' }, {}, true, 'denied', 'granted'],
    [{}, { hp_privacy: 'sale:o.analytics:0' }, false, 'denied', 'denied'],
    [{ 'sec-gpc': '0' }, { hp_privacy: 'sale:a' }, false, 'granted', 'granted'],
  ])(
    'renders the privacy signals of headers %p and cookies %p into the props',
    async (headers, cookies, gpc, ads, analytics) => {
      const { context } = fakeContext({ ...VALID, ...cookies }, headers);
      const { privacy } = await loadPageProps(context, 'home');
      expect(privacy.gpc).toBe(gpc);
      expect(privacy.consent).toEqual({
        ad_storage: ads,
        ad_user_data: ads,
        ad_personalization: ads,
        analytics_storage: analytics,
      });
    },
  );

  it('stores a referral from the URL server side for 30 days and uses it on this page', async () => {
    const { context, setHeader } = fakeContext(VALID, {}, '/app/hp-vhp/?rx=REF123&utm_source=x');
    const props = await loadPageProps(context, 'home');
    expect(props.referrerCookie).toBe('REF123');
    expect(setHeader).toHaveBeenCalledWith('Set-Cookie', [
      expect.stringMatching(/^hp_rx=REF123;.*Max-Age=2592000.*HttpOnly/),
    ]);
  });

  it('prefers the browser’s marker, then the stored referral, over the URL', async () => {
    const marker = fakeContext({ ...VALID, vpm: 'FIRST', hp_rx: 'STORED' }, {}, '/?rx=NEW');
    expect((await loadPageProps(marker.context, 'home')).referrerCookie).toBe('FIRST');
    const stored = fakeContext({ ...VALID, hp_rx: 'STORED' });
    expect((await loadPageProps(stored.context, 'home')).referrerCookie).toBe('STORED');
  });

  it('gives a Spanish page its language and its Spanish head, tracking ids unchanged', async () => {
    const { context } = fakeContext(VALID);
    const props = await loadPageProps(context, 'caregivers', 'es');
    expect(props.locale).toBe('es');
    expect(props.head.title).toBe('Para cuidadoras y cuidadores: cobre de manera legal | HomePay');
    expect(props.head.description).toMatch(/^Por qué le conviene/);
    expect(props.head.tracking.pageId).toBe('hp-vhp-caregivers');
  });

  it('creates missing ids and sets their cookies on a first visit', async () => {
    const { context, setHeader } = fakeContext({});
    const props = await loadPageProps(context, 'caregivers');
    expect(props.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(setHeader).toHaveBeenCalledWith('Set-Cookie', [
      expect.stringContaining('n_vis='),
      expect.stringContaining('hpc='),
      expect.stringContaining('csc='),
    ]);
  });

  it('gives pages a getServerSideProps that wraps the props', async () => {
    const { context } = fakeContext(VALID);
    const result = await pagePropsLoader('referral')(context as GetServerSidePropsContext);
    expect(result).toEqual({ props: expect.objectContaining({ pageKey: 'referral' }) as unknown });
  });

  it('remembers a valid partner code from the partner link for the session', async () => {
    const { context, setHeader } = fakeContext(VALID, {}, { partner: ' cpa-1234 ' });
    const props = await loadPageProps(context, 'home');
    expect(props.partnerCode).toBe('CPA-1234');
    expect(setHeader).toHaveBeenCalledWith('Set-Cookie', [
      'hp_partner=CPA-1234; Path=/app/hp-vhp; HttpOnly; SameSite=Lax',
    ]);
  });

  it('carries the partner code of the session cookie to later pages without setting it again', async () => {
    const { context, setHeader } = fakeContext({ ...VALID, hp_partner: 'CPA-1234' });
    expect((await loadPageProps(context, 'caregivers')).partnerCode).toBe('CPA-1234');
    expect(setHeader).not.toHaveBeenCalled();
  });

  it.each([
    ['an invalid code', { partner: '<script>' }, {}],
    ['a repeated parameter', { partner: ['CPA-1', 'CPA-2'] }, {}],
    ['a tampered cookie', {}, { hp_partner: 'x;y' }],
  ])('ignores %s: family page, no cookie, no error', async (_label, query, cookies) => {
    const { context, setHeader } = fakeContext({ ...VALID, ...cookies }, {}, query);
    expect((await loadPageProps(context, 'home')).partnerCode).toBeNull();
    expect(setHeader).not.toHaveBeenCalled();
  });

  it('has an empty nonce when middleware did not run', async () => {
    const { context } = fakeContext(VALID);
    expect((await loadPageProps(context, 'home')).nonce).toBe('');
  });
});

describe('loadPageProps for the front server’s render requests', () => {
  // The front server sets the secret before the configuration is read; so does this test.
  const SECRET = 'r'.repeat(43);
  const placeholders = renderPlaceholders(SECRET);
  const fixtureFlags = pagePropsFixture('home').flags;
  let withSecret: typeof LoaderModule.loadPageProps;

  beforeAll(async () => {
    process.env.INTERNAL_RENDER_SECRET = SECRET;
    jest.resetModules();
    withSecret = (await import('@/lib/serving/pageProps/loadPageProps.server')).loadPageProps;
  });
  afterAll(() => {
    delete process.env.INTERNAL_RENDER_SECRET;
  });

  it('gives anonymous props with placeholders and the sent flags, whatever the cookies say', async () => {
    const { context, setHeader } = fakeContext(
      { hp_vhp_session: 'token', vpm: 'FRIEND42' },
      {
        ...internalRenderHeaders(SECRET, {
          ...(await withSecret(fakeContext({}).context, 'home')).flags,
          threeTierPricing: true,
        }),
        'x-nonce': placeholders.nonce,
      },
    );
    const props = await withSecret(context, 'productAndPricing');
    expect(props).toMatchObject({
      pageKey: 'productAndPricing',
      visitorId: placeholders.visitorId,
      deviceId: placeholders.deviceId,
      enrollmentSessionId: placeholders.enrollmentSessionId,
      nonce: placeholders.nonce,
      referrerCookie: null,
      auth: { isLoggedIn: false, member: null },
      apolloState: null,
    });
    expect(props.flags.threeTierPricing).toBe(true);
    expect(setHeader).not.toHaveBeenCalled();
  });

  it('gives the signed-in page of a member who could not be loaded: no member, marked', async () => {
    const { context } = fakeContext(
      { hp_vhp_session: 'token' },
      {
        ...internalRenderHeaders(SECRET, fixtureFlags, 'member-unavailable'),
        'x-nonce': placeholders.nonce,
      },
    );
    const props = await withSecret(context, 'home');
    expect(props.auth).toEqual({
      isLoggedIn: false,
      isImpersonated: false,
      member: null,
      memberUuid: null,
      memberUnavailable: true,
    });
    expect(props.apolloState).toBeNull();
    expect(props.visitorId).toBe(placeholders.visitorId);
  });

  it('treats a request with a wrong secret as an ordinary request with its own ids', async () => {
    const { context, setHeader } = fakeContext({}, internalRenderHeaders('guess', fixtureFlags));
    const props = await withSecret(context, 'home');
    expect(props.visitorId).not.toBe(placeholders.visitorId);
    expect(setHeader).toHaveBeenCalledWith('Set-Cookie', expect.any(Array));
  });
});
