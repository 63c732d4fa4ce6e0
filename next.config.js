// @ts-check
/**
 * Next.js configuration. Environment validation lives in lib/config (imported by every page and by
 * instrumentation.ts), so a bad environment fails `next build` and the server start.
 */

const BASE_PATH = '/app/hp-vhp';

/**
 * Security headers for every response, static files included (ASVS 3.4). The per-request
 * Content-Security-Policy is added by middleware.ts, which has the nonce.
 * @type {ReadonlyArray<{ key: string, value: string }>}
 */
const SECURITY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-site' },
  {
    key: 'Permissions-Policy',
    value:
      'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), browsing-topics=()',
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: BASE_PATH,
  poweredByHeader: false,
  reactStrictMode: true,
  output: 'standalone',
  // Hand middleware the request URL exactly as sent, so the multi-"?" rule can tell a raw "?"
  // from an encoded "%3F" (see lib/middleware/cleanQuestionMarks.ts).
  skipProxyUrlNormalize: true,
  // jose ships ESM only; listing it lets next/jest compile it for the unit tests.
  transpilePackages: ['jose', '@mui/material-nextjs'],
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
};

module.exports = nextConfig;
