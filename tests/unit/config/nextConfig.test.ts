/** @jest-environment node */
import type { NextConfig } from 'next';

// next.config.js is CommonJS by design (the design card names it); load it as Next.js does.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const nextConfig = require('../../../next.config.js') as NextConfig;

describe('next.config.js', () => {
  it('serves the app under /app/hp-vhp as a standalone server without the powered-by header', () => {
    expect(nextConfig.basePath).toBe('/app/hp-vhp');
    expect(nextConfig.output).toBe('standalone');
    expect(nextConfig.poweredByHeader).toBe(false);
  });

  it('hands middleware the raw URL so the multi-? rule sees raw question marks', () => {
    expect(nextConfig.skipProxyUrlNormalize).toBe(true);
  });

  it('keeps Sentry’s diagnostics-channel injection external, with the ESM files its hook thread loads', () => {
    expect(nextConfig.serverExternalPackages).toContain('@sentry/server-runtime-injection');
    expect(Object.values(nextConfig.outputFileTracingIncludes ?? {}).flat()).toEqual(
      expect.arrayContaining([
        './node_modules/@sentry/server-runtime-injection/build/esm/**/*.js',
        './node_modules/@sentry/server-runtime-injection/build/esm/package.json',
      ]),
    );
  });

  it('sends the static security headers on every path', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules).toHaveLength(1);
    expect(rules[0]?.source).toBe('/:path*');
    const headers = Object.fromEntries((rules[0]?.headers ?? []).map((h) => [h.key, h.value]));
    expect(headers).toEqual(
      expect.objectContaining({
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
        'Cross-Origin-Resource-Policy': 'same-site',
      }),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    }
  });
});
