/** @jest-environment node */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import type * as MiddlewareModule from '@/middleware';
import { config, middleware } from '@/middleware';
import {
  internalRenderHeaders,
  renderPlaceholders,
} from '@/lib/serving/pageCache/internalRender.server';
import { pagePropsFixture } from '../support/pageProps.fixture';

function run(url: string) {
  return middleware(new NextRequest(url));
}

describe('middleware', () => {
  it('redirects a URL with extra raw question marks to the cleaned URL, uncached', () => {
    const response = run('http://localhost:3000/app/hp-vhp/referral?rx=A1?utm=mail');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/app/hp-vhp/referral?rx=A1&utm=mail',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('passes a clean URL through with a nonce CSP on the request and the response', () => {
    const response = run('http://localhost:3000/app/hp-vhp/caregivers?q=what%3Fnow');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
    expect(nonce).not.toBe('');
    // Next.js forwards overridden request headers as x-middleware-request-*.
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });

  it('issues a different nonce for every request', () => {
    const nonces = new Set(
      Array.from({ length: 20 }, () =>
        run('http://localhost:3000/app/hp-vhp').headers.get('x-middleware-request-x-nonce'),
      ),
    );
    expect(nonces.size).toBe(20);
  });

  it('overwrites a nonce header a client tried to supply', () => {
    const request = new NextRequest('http://localhost:3000/app/hp-vhp', {
      headers: { 'x-nonce': 'attacker' },
    });
    expect(middleware(request).headers.get('x-middleware-request-x-nonce')).not.toBe('attacker');
  });

  it.each([
    ['/app/hp-vhp', true],
    ['/app/hp-vhp/caregivers', true],
    ['/app/hp-vhp/nanny-tax-calculator?x=1', true],
    ['/app/hp-vhp/api/csp-report', true],
    ['/app/hp-vhp/sitemap.xml', true],
    ['/app/hp-vhp/_next/static/chunks/a.js', false],
    ['/app/hp-vhp/_next/image?url=x', false],
    ['/app/hp-vhp/static/images/og-image.png', false],
    ['/app/hp-vhp/favicon.svg', false],
    ['/app/hp-vhp/api/health', false],
    ['/app/hp-vhp/api/ready', false],
    // The Sentry tunnel: envelopes may exceed middleware's 16 KB body buffer.
    ['/app/hp-vhp/api/monitoring', false],
    ['/app/hp-vhp/robots.txt', false],
  ])('matcher: %s runs middleware = %s', (path, expected) => {
    expect(
      unstable_doesMiddlewareMatch({
        config,
        nextConfig: { basePath: '/app/hp-vhp' },
        url: `http://localhost:3000${path}`,
      }),
    ).toBe(expected);
  });
});

describe('middleware with the front server’s render secret', () => {
  // The front server sets the secret before the configuration is read; so does this test.
  const SECRET = 'r'.repeat(43);
  let withSecret: typeof MiddlewareModule.middleware;

  beforeAll(async () => {
    process.env.INTERNAL_RENDER_SECRET = SECRET;
    jest.resetModules();
    withSecret = (await import('@/middleware')).middleware;
  });
  afterAll(() => {
    delete process.env.INTERNAL_RENDER_SECRET;
  });

  it('gives a render request the placeholder nonce, and only with the right secret', () => {
    const render = (secret: string) =>
      withSecret(
        new NextRequest('http://localhost:3000/app/hp-vhp', {
          headers: internalRenderHeaders(secret, pagePropsFixture('home').flags),
        }),
      ).headers.get('content-security-policy');
    const { nonce } = renderPlaceholders(SECRET);
    expect(render(SECRET)).toContain(`'nonce-${nonce}'`);
    expect(render('r'.repeat(42) + 's')).not.toContain(nonce);
  });
});
