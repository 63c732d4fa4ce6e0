/** @jest-environment node */
import { parseEnv } from '@/lib/platform/config/schema';
import { toSiteConfig } from '@/lib/platform/config/siteConfig';
import { buildContentSecurityPolicy } from '@/lib/serving/securityHeaders/contentSecurityPolicy';
import { cspSourcesFor } from '@/lib/serving/securityHeaders/cspSources';

/** The videos' privacy-enhanced player: always framable, the one video origin. */
const VIDEO = 'https://www.youtube-nocookie.com';

const sourcesFor = (env: Record<string, string>) => cspSourcesFor(toSiteConfig(parseEnv(env)));

type SourceList = 'connectOrigins' | 'frameOrigins' | 'imageOrigins';

describe('cspSourcesFor', () => {
  it('lists nothing third-party but the enrollment form target when nothing is configured', () => {
    expect(sourcesFor({})).toEqual({
      connectOrigins: [],
      frameOrigins: [VIDEO],
      imageOrigins: [],
      formActionOrigins: ['https://www.care.com'],
      scriptOrigins: [],
    });
  });

  it('adds the analytics script URL’s origin to script-src only when analytics is on', () => {
    const flagOnly = { FLAG_ANALYTICS_SCRIPT_URL: 'https://cdn.amplitude.com/libs/analytics.js' };
    expect(sourcesFor(flagOnly).scriptOrigins).toEqual([]);
    expect(sourcesFor({ ...flagOnly, ANALYTICS_API_KEY: 'key' }).scriptOrigins).toEqual([
      'https://cdn.amplitude.com',
    ]);
  });

  it('allows exactly the configured container origin, and only with a container id', () => {
    const local = { GTM_SCRIPT_ORIGIN: 'http://localhost:4002' };
    expect(sourcesFor(local).connectOrigins).toEqual([]);
    const sources = sourcesFor({ ...local, GTM_CONTAINER_ID: 'GTM-LOCAL' });
    expect(sources.connectOrigins).toEqual(['http://localhost:4002']);
    expect(sources.imageOrigins).toEqual(['http://localhost:4002']);
    expect(JSON.stringify(sources)).not.toContain('googletagmanager');
  });

  it.each<[string, Record<string, string>, Record<SourceList, string[]>]>([
    [
      'the tag manager',
      { GTM_CONTAINER_ID: 'GTM-ABC123' },
      {
        connectOrigins: ['https://www.googletagmanager.com'],
        frameOrigins: [VIDEO],
        imageOrigins: ['https://www.googletagmanager.com'],
      },
    ],
    [
      'Amplitude (default server)',
      { ANALYTICS_API_KEY: 'key' },
      { connectOrigins: ['https://api2.amplitude.com'], frameOrigins: [VIDEO], imageOrigins: [] },
    ],
    [
      'Amplitude (own server)',
      { ANALYTICS_API_KEY: 'key', ANALYTICS_SERVER_URL: 'https://analytics.example.com/2/httpapi' },
      {
        connectOrigins: ['https://analytics.example.com'],
        frameOrigins: [VIDEO],
        imageOrigins: [],
      },
    ],
    [
      'Sentry (reports go through the same-origin tunnel)',
      { SENTRY_DSN: 'https://publickey@o123.ingest.sentry.io/456' },
      { connectOrigins: [], frameOrigins: [VIDEO], imageOrigins: [] },
    ],
    [
      'the identity provider',
      { OIDC_AUTHORITY: 'https://idp.example.com/realms/homepay' },
      {
        connectOrigins: ['https://idp.example.com'],
        frameOrigins: ['https://idp.example.com', VIDEO],
        imageOrigins: [],
      },
    ],
    [
      'reCAPTCHA',
      { RECAPTCHA_ENABLED: 'true', RECAPTCHA_SITE_KEY: 'site-key' },
      {
        connectOrigins: ['https://www.google.com'],
        frameOrigins: ['https://www.google.com', 'https://recaptcha.google.com', VIDEO],
        imageOrigins: [],
      },
    ],
    [
      'an absolute GraphQL URI',
      { GRAPHQL_URI: 'https://api.example.com:8443/graphql' },
      { connectOrigins: ['https://api.example.com:8443'], frameOrigins: [VIDEO], imageOrigins: [] },
    ],
    [
      'an asset CDN and favicon host',
      {
        FLAG_ASSET_URL: 'https://cdn.example.com/images/',
        FLAG_FAVICON_URL: 'https://static.example.com/favicon.ico',
      },
      {
        connectOrigins: [],
        frameOrigins: [VIDEO],
        imageOrigins: ['https://cdn.example.com', 'https://static.example.com'],
      },
    ],
  ])('adds %s only when it is configured', (_service, env, expected) => {
    const sources = sourcesFor(env);
    expect(sources.connectOrigins).toEqual(expected.connectOrigins);
    expect(sources.frameOrigins).toEqual(expected.frameOrigins);
    expect(sources.imageOrigins).toEqual(expected.imageOrigins);
  });

  it('allows frames from the privacy-enhanced video origin only, never youtube.com itself', () => {
    const { frameOrigins } = sourcesFor({});
    expect(frameOrigins).toEqual([VIDEO]);
    expect(frameOrigins.join(' ')).not.toMatch(/https:\/\/(www\.)?youtube\.com/);
  });

  it('adds nothing for an analytics server URL without an API key', () => {
    expect(
      sourcesFor({ ANALYTICS_SERVER_URL: 'https://analytics.example.com' }).connectOrigins,
    ).toEqual([]);
  });

  it.each([
    ['GRAPHQL_URI', '/graphql'],
    ['FLAG_ASSET_URL', '/app/hp-vhp/static/images'],
    ['FLAG_FAVICON_URL', '/app/hp-vhp/favicon.svg'],
  ])('adds nothing for a same-origin %s (%s)', (key, path) => {
    const sources = sourcesFor({ [key]: path });
    expect(sources.connectOrigins).toEqual([]);
    expect(sources.imageOrigins).toEqual([]);
  });

  it('never puts the Sentry key in the policy', () => {
    const { connectOrigins } = sourcesFor({ SENTRY_DSN: 'https://secretkey@sentry.example.com/1' });
    expect(connectOrigins.join(' ')).not.toContain('secretkey');
  });

  it('feeds a policy that names only the configured origins', () => {
    const sources = sourcesFor({
      GTM_CONTAINER_ID: 'GTM-ABC123',
      OIDC_AUTHORITY: 'https://idp.example.com',
    });
    const policy = buildContentSecurityPolicy({
      nonce: 'n',
      isProduction: true,
      upgradeInsecureRequests: true,
      reportPath: '/r',
      ...sources,
    });
    expect(policy).toContain(
      "connect-src 'self' https://idp.example.com https://www.googletagmanager.com;",
    );
    expect(policy).toContain(`frame-src https://idp.example.com ${VIDEO};`);
    expect(policy).not.toContain('amplitude');
    expect(policy).not.toContain('sentry');
    expect(policy).not.toContain('recaptcha');
  });
});
