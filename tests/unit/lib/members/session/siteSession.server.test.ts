/** @jest-environment node */
import { parseEnv } from '@/lib/platform/config/schema';
import { toSiteConfig, type SiteConfig } from '@/lib/platform/config/siteConfig';
import type * as SiteSessionModule from '@/lib/members/session/siteSession.server';
import { readServerSession } from '@/lib/members/session/siteSession.server';
import {
  createTokenVerifier,
  type TokenVerifier,
} from '@/lib/members/session/tokenVerifier.server';
import {
  mint,
  nowSeconds,
  signingKey,
  startFakeIdentityProvider,
  tamper,
  unsignedToken,
  type FakeIdentityProvider,
  type SigningKey,
} from './identityProviderFixture';

const AUDIENCE = 'urn:homepay:graphql';

let key: SigningKey;
let foreign: SigningKey;
let provider: FakeIdentityProvider;
const logError = jest.fn();

beforeAll(async () => {
  [key, foreign] = await Promise.all([signingKey('RS256', 'k1'), signingKey('RS256', 'k1')]);
  provider = await startFakeIdentityProvider([key.publicJwk]);
});

afterAll(async () => {
  await provider.close();
});

beforeEach(() => {
  // The denylist is one per process (on globalThis): each test starts with an empty one.
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('hp-vhp.sessionDenylist')];
  logError.mockReset();
  provider.discoveryStatus = 200;
});

/** Loads siteSession.server against a configuration built from `env` (a fresh module each time). */
async function loadSiteSession(env: Record<string, string>): Promise<typeof SiteSessionModule> {
  const siteConfig: SiteConfig = toSiteConfig(parseEnv(env));
  jest.resetModules();
  jest.doMock('@/lib/platform/config/env.server', () => ({ siteConfig }));
  jest.doMock('@/lib/platform/logging/logger.server', () => ({
    logger: { error: logError, warn: jest.fn(), info: jest.fn() },
  }));
  return import('@/lib/members/session/siteSession.server');
}

const configured = () =>
  loadSiteSession({
    SITE_ORIGIN: 'https://www.example.com',
    OIDC_AUTHORITY: provider.issuer,
    OIDC_AUDIENCE: AUDIENCE,
  });

const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: provider.issuer,
  aud: AUDIENCE,
  sub: 'member-1',
  exp: nowSeconds() + 600,
  ...overrides,
});

describe('session cookie name', () => {
  it('is Secure and __Secure- prefixed on an https site', async () => {
    const site = await configured();
    expect(site.SESSION_COOKIE_SECURE).toBe(true);
    expect(site.SESSION_COOKIE_NAME).toBe('__Secure-hp_vhp_session');
  });

  it('is plain on an http site', async () => {
    const site = await loadSiteSession({ SITE_ORIGIN: 'http://localhost:3000' });
    expect(site.SESSION_COOKIE_SECURE).toBe(false);
    expect(site.SESSION_COOKIE_NAME).toBe('hp_vhp_session');
  });
});

describe('siteTokenVerifier', () => {
  it('is undefined when no identity provider is configured', async () => {
    const site = await loadSiteSession({ SITE_ORIGIN: 'https://www.example.com' });
    expect(site.siteTokenVerifier()).toBeUndefined();
  });

  it('is built once', async () => {
    const site = await configured();
    expect(site.siteTokenVerifier()).toBe(site.siteTokenVerifier());
  });

  it('verifies the configured issuer and audience', async () => {
    const verify = (await configured()).siteTokenVerifier();
    await expect(verify?.(await mint(key, claims()))).resolves.toMatchObject({ sub: 'member-1' });
    await expect(verify?.(await mint(key, claims({ aud: 'urn:other' })))).resolves.toBeNull();
  });
});

describe('readSiteSession', () => {
  it('is authenticated for a good token in the session cookie', async () => {
    const site = await configured();
    const token = await mint(key, claims({ impersonated: 'member-7' }));
    await expect(site.readSiteSession({ [site.SESSION_COOKIE_NAME]: token })).resolves.toEqual({
      state: 'authenticated',
      encodedToken: token,
      token: { sub: 'member-1', impersonated: 'member-7', exp: expect.any(Number) as number },
    });
  });

  it('reads only the session cookie (not the unprefixed name on https)', async () => {
    const site = await configured();
    const token = await mint(key, claims());
    await expect(site.readSiteSession({ hp_vhp_session: token, other: token })).resolves.toEqual({
      state: 'unauthenticated',
    });
  });

  it.each<[string, () => Promise<string>]>([
    ['tampered', async () => tamper(await mint(key, claims()), { sub: 'member-2' })],
    ['expired', () => mint(key, claims({ exp: nowSeconds() - 60 }))],
    ['foreign-signed', () => mint(foreign, claims())],
    ['issued by another provider', () => mint(key, claims({ iss: 'https://evil.example.com' }))],
  ])('is logged out, logging nothing, for a %s cookie', async (_label, token) => {
    const site = await configured();
    await expect(
      site.readSiteSession({ [site.SESSION_COOKIE_NAME]: await token() }),
    ).resolves.toEqual({
      state: 'unauthenticated',
    });
    expect(logError).not.toHaveBeenCalled();
  });

  it('is logged out without a cookie', async () => {
    const site = await configured();
    await expect(site.readSiteSession({})).resolves.toEqual({ state: 'unauthenticated' });
  });

  it('is logged out when sign-in is not configured, whatever the cookie', async () => {
    const site = await loadSiteSession({ SITE_ORIGIN: 'https://www.example.com' });
    const token = await mint(key, claims());
    await expect(site.readSiteSession({ [site.SESSION_COOKIE_NAME]: token })).resolves.toEqual({
      state: 'unauthenticated',
    });
  });

  it('is logged out and logs when the provider cannot be reached', async () => {
    provider.discoveryStatus = 503;
    const site = await configured();
    const token = await mint(key, claims());
    await expect(site.readSiteSession({ [site.SESSION_COOKIE_NAME]: token })).resolves.toEqual({
      state: 'unauthenticated',
    });
    expect(logError).toHaveBeenCalledWith(
      { err: expect.any(Error) as Error },
      'Session verification failed: identity provider unreachable',
    );
  });
});

describe('endSiteSession', () => {
  it('signs the token out: a copied cookie then reads logged out, other tokens do not', async () => {
    const site = await configured();
    const [signedOut, other] = await Promise.all([
      mint(key, claims({ jti: 'session-1' })),
      mint(key, claims({ jti: 'session-2' })),
    ]);
    await site.endSiteSession(signedOut);
    await expect(site.readSiteSession({ [site.SESSION_COOKIE_NAME]: signedOut })).resolves.toEqual({
      state: 'unauthenticated',
    });
    await expect(
      site.readSiteSession({ [site.SESSION_COOKIE_NAME]: other }),
    ).resolves.toMatchObject({ state: 'authenticated' });
  });

  it('signs out a token without a jti by its hash', async () => {
    const site = await configured();
    const token = await mint(key, claims());
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      jti?: string;
    };
    expect(payload.jti).toBeUndefined();
    await site.endSiteSession(token);
    await expect(site.readSiteSession({ [site.SESSION_COOKIE_NAME]: token })).resolves.toEqual({
      state: 'unauthenticated',
    });
    await expect(
      site.isSignedOut(token, { sub: 'member-1', impersonated: undefined, exp: 0 }),
    ).resolves.toBe(true);
  });

  it('signs out a token it cannot verify now (provider down) once the provider is back', async () => {
    const site = await configured();
    const token = await mint(key, claims());
    provider.discoveryStatus = 503;
    await site.endSiteSession(token);
    provider.discoveryStatus = 200;
    await expect(site.readSiteSession({ [site.SESSION_COOKIE_NAME]: token })).resolves.toEqual({
      state: 'unauthenticated',
    });
  });

  it.each([undefined, '', 'not-a-jwt'])('does nothing and never throws for %p', async (cookie) => {
    const site = await configured();
    await expect(site.endSiteSession(cookie)).resolves.toBeUndefined();
  });
});

describe('readServerSession with a stub verifier', () => {
  it.each([undefined, ''])(
    'is unauthenticated without a cookie (%p), verifying nothing',
    async (cookie) => {
      const verify = jest.fn<ReturnType<TokenVerifier>, Parameters<TokenVerifier>>();
      const onError = jest.fn();
      await expect(readServerSession(cookie, verify, onError)).resolves.toEqual({
        state: 'unauthenticated',
      });
      expect(verify).not.toHaveBeenCalled();
      expect(onError).not.toHaveBeenCalled();
    },
  );

  it('is authenticated with the decoded and the encoded token when it verifies', async () => {
    const token = { sub: 'member-1', impersonated: undefined, exp: 2_000_000_000 };
    const verify = jest
      .fn<ReturnType<TokenVerifier>, Parameters<TokenVerifier>>()
      .mockResolvedValue(token);
    const onError = jest.fn();
    await expect(readServerSession('encoded.jwt.value', verify, onError)).resolves.toEqual({
      state: 'authenticated',
      token,
      encodedToken: 'encoded.jwt.value',
    });
    expect(verify).toHaveBeenCalledWith('encoded.jwt.value');
    expect(onError).not.toHaveBeenCalled();
  });

  it('is unauthenticated when the verified token was signed out, asking by its id', async () => {
    const token = { sub: 'member-1', impersonated: undefined, exp: 2_000_000_000, jti: 'j-1' };
    const isSignedOut = jest.fn((id: string) => Promise.resolve(id === 'jti:j-1'));
    await expect(
      readServerSession('encoded.jwt.value', () => Promise.resolve(token), jest.fn(), isSignedOut),
    ).resolves.toEqual({ state: 'unauthenticated' });
    expect(isSignedOut).toHaveBeenCalledWith('jti:j-1');
  });

  it('is unauthenticated, without reporting, when the token does not verify', async () => {
    const onError = jest.fn();
    await expect(readServerSession('bad', () => Promise.resolve(null), onError)).resolves.toEqual({
      state: 'unauthenticated',
    });
    expect(onError).not.toHaveBeenCalled();
  });

  it('is unauthenticated and reports the error when verification throws', async () => {
    const failure = new Error('discovery answered 503');
    const onError = jest.fn();
    await expect(
      readServerSession('token', () => Promise.reject(failure), onError),
    ).resolves.toEqual({ state: 'unauthenticated' });
    expect(onError).toHaveBeenCalledWith(failure);
  });
});

describe('readServerSession with the real verifier', () => {
  let key: SigningKey;
  let foreign: SigningKey;
  let provider: FakeIdentityProvider;
  let verify: TokenVerifier;

  beforeAll(async () => {
    [key, foreign] = await Promise.all([signingKey('RS256', 'k1'), signingKey('RS256', 'k2')]);
    provider = await startFakeIdentityProvider([key.publicJwk]);
    verify = createTokenVerifier({ issuer: provider.issuer, audience: AUDIENCE });
  });

  afterAll(async () => {
    await provider.close();
  });

  const claims = (overrides: Record<string, unknown> = {}) => ({
    iss: provider.issuer,
    aud: AUDIENCE,
    sub: 'member-1',
    exp: nowSeconds() + 600,
    ...overrides,
  });

  it('is authenticated for a good cookie, impersonation included', async () => {
    const cookie = await mint(key, claims({ sub: 'support-1', impersonated: 'member-9' }));
    const session = await readServerSession(cookie, verify, jest.fn());
    expect(session).toEqual({
      state: 'authenticated',
      encodedToken: cookie,
      token: { sub: 'support-1', impersonated: 'member-9', exp: expect.any(Number) as number },
    });
  });

  it.each<[string, () => Promise<string>]>([
    ['tampered', async () => tamper(await mint(key, claims()), { sub: 'member-2' })],
    ['expired', () => mint(key, claims({ exp: nowSeconds() - 1 }))],
    ['foreign-signed', () => mint(foreign, claims(), { kid: 'k1' })],
    ['unsigned', () => Promise.resolve(unsignedToken(claims(), 'k1'))],
    ['for another audience', () => mint(key, claims({ aud: 'urn:other' }))],
    ['garbage', () => Promise.resolve('%%%')],
  ])('is unauthenticated, without reporting, for a %s cookie', async (_label, cookie) => {
    const onError = jest.fn();
    await expect(readServerSession(await cookie(), verify, onError)).resolves.toEqual({
      state: 'unauthenticated',
    });
    expect(onError).not.toHaveBeenCalled();
  });
});
