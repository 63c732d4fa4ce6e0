// @ts-check
/**
 * Next.js configuration. Environment validation lives in lib/platform/config (imported by every page and by
 * instrumentation.ts), so a bad environment fails `next build` and the server start.
 */

const BASE_PATH = '/app/hp-vhp';

/**
 * Security headers for every response, static files included (ASVS 3.4). One list, shared with
 * the front server ahead of Next.js (lib/serving/frontServer), which puts it on the responses
 * Next.js sends without it (errors outside the base path, redirects, refusals). The per-request
 * Content-Security-Policy is added by middleware.ts, which has the nonce.
 * @type {{ headers: ReadonlyArray<{ key: string, value: string }> }}
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- next.config.js is CommonJS
const { headers: SECURITY_HEADERS } = require('./lib/serving/securityHeaders/securityHeaders.json');

/** @type {import('next').NextConfig} */
const nextConfig = {
  basePath: BASE_PATH,
  poweredByHeader: false,
  // No page uses next/image (plain <img>: the images are SVG). Unoptimized turns the optimizer off:
  // /_next/image answers the site's 404 page, with its nonce policy (docs/serving.md#error-pages).
  images: { unoptimized: true },
  reactStrictMode: true,
  output: 'standalone',
  // Hand middleware the request URL exactly as sent, so the multi-"?" rule can tell a raw "?"
  // from an encoded "%3F" (see lib/serving/requests/cleanQuestionMarks.ts).
  skipProxyUrlNormalize: true,
  experimental: {
    // Middleware buffers request bodies so routes can read them again; cap that buffer at the
    // largest body an API route accepts (16 KB) instead of Next's 10 MB default.
    proxyClientMaxBodySize: 16 * 1024,
  },
  // @sentry/server-runtime-injection registers Sentry's diagnostics-channel hooks. On Node 20 it
  // calls `Module.register()` with its ESM `build/esm/hook.js`, found from its own `__filename`.
  // Bundled into the server chunks, that path became Turbopack's placeholder (/ROOT/node_modules/…),
  // the fallback specifier could not be resolved from there either, and the server warned "Failed
  // to register diagnostics-channel injection hooks" (channel-based integrations recorded no spans).
  // The package says it must stay external; output tracing then copies its CommonJS side, but not
  // the ESM files the hook thread imports, so those are listed.
  serverExternalPackages: ['@sentry/server-runtime-injection'],
  outputFileTracingIncludes: {
    '/*': [
      './node_modules/@sentry/server-runtime-injection/build/esm/**/*.js',
      './node_modules/@sentry/server-runtime-injection/build/esm/package.json',
    ],
  },
  // jose ships ESM only; listing it lets next/jest compile it for the unit tests. @mui/system is
  // bundled like @mui/material: the shell imports its ThemeProvider (MUI's own ThemeProvider also
  // bundles the CSS-variables provider this site does not use, 3 kB of every first load), and a
  // server render that required it from node_modules would get a second copy whose theme the
  // bundled MUI components never see (they rendered in MUI's default theme).
  // @emotion/react likewise: `_app` provides the emotion cache with its CacheProvider, and a server
  // render that required it from node_modules would get a second context, which the bundled MUI
  // components never read (they fell back to emotion's default cache and wrote inline styles).
  transpilePackages: ['jose', '@mui/material-nextjs', '@mui/system', '@emotion/react'],
  // In the browser, Emotion's import of hoist-non-react-statics (for `withTheme`, unused here; a
  // CommonJS module that cannot be shaken out, with its own react-is) takes a small stand-in
  // (lib/platform/react/hoistNonReactStatics.ts): 0.8 KiB off every page's first load.
  turbopack: {
    resolveAlias: {
      'hoist-non-react-statics': { browser: './lib/platform/react/hoistNonReactStatics.ts' },
    },
  },
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
};

module.exports = nextConfig;
