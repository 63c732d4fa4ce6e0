/** @jest-environment node */
import type { GetServerSidePropsContext } from 'next';
import { NextRequest } from 'next/server';
import type * as LoaderModule from '@/lib/serving/pageProps/loadPageProps.server';
import type * as MiddlewareModule from '@/middleware';
import {
  internalRenderHeaders,
  renderPlaceholders,
} from '@/lib/serving/pageCache/internalRender.server';
import { pagePropsFixture } from '../../../../support/pageProps.fixture';

// The front server sets the secret before the configuration is read; so does this test.
const SECRET = 'r'.repeat(43);
const placeholders = renderPlaceholders(SECRET);
const fixtureFlags = pagePropsFixture('home').flags;

type Context = Pick<GetServerSidePropsContext, 'req' | 'res' | 'query'>;
type Modules = {
  middleware: typeof MiddlewareModule.middleware;
  loadPageProps: typeof LoaderModule.loadPageProps;
};
let modules: Modules;

beforeAll(async () => {
  process.env.INTERNAL_RENDER_SECRET = SECRET;
  jest.resetModules();
  modules = {
    middleware: (await import('@/middleware')).middleware,
    loadPageProps: (await import('@/lib/serving/pageProps/loadPageProps.server')).loadPageProps,
  };
});
afterAll(() => {
  delete process.env.INTERNAL_RENDER_SECRET;
});

function context(headers: Record<string, string>, cookies: Record<string, string> = {}) {
  const setHeader = jest.fn();
  const value = {
    req: { cookies, headers },
    res: { getHeader: jest.fn(() => undefined), setHeader },
    query: {},
  } as unknown as Context;
  return { value, setHeader };
}

describe('the front server’s render requests', () => {
  it('get the placeholder nonce from middleware, and only with the right secret', () => {
    const render = (secret: string) =>
      modules
        .middleware(
          new NextRequest('http://localhost:3000/app/hp-vhp', {
            headers: internalRenderHeaders(secret, fixtureFlags),
          }),
        )
        .headers.get('content-security-policy');
    expect(render(SECRET)).toContain(`'nonce-${placeholders.nonce}'`);
    expect(render('r'.repeat(42) + 's')).not.toContain(placeholders.nonce);
  });

  it('get anonymous props with placeholders and the sent flags, whatever the cookies say', async () => {
    const { value, setHeader } = context(
      {
        ...internalRenderHeaders(SECRET, {
          ...(await modules.loadPageProps(context({}).value, 'home')).flags,
          threeTierPricing: true,
        }),
        'x-nonce': placeholders.nonce,
      },
      { hp_vhp_session: 'token', vpm: 'FRIEND42' },
    );
    const props = await modules.loadPageProps(value, 'productAndPricing');
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

  it('a request with a wrong secret is an ordinary request with its own ids', async () => {
    const { value, setHeader } = context(internalRenderHeaders('guess', fixtureFlags));
    const props = await modules.loadPageProps(value, 'home');
    expect(props.visitorId).not.toBe(placeholders.visitorId);
    expect(setHeader).toHaveBeenCalledWith('Set-Cookie', expect.any(Array));
  });
});
