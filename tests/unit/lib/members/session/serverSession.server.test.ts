/** @jest-environment node */
import { readServerSession } from '@/lib/members/session/serverSession.server';
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
