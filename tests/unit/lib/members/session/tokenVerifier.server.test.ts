/** @jest-environment node */
import { SignJWT } from 'jose';
import {
  ACCEPTED_ALGORITHMS,
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

let rsa: SigningKey;
let ps: SigningKey;
let ec: SigningKey;
/** Never published by the provider. */
let foreign: SigningKey;
let provider: FakeIdentityProvider;

beforeAll(async () => {
  [rsa, ps, ec, foreign] = await Promise.all([
    signingKey('RS256', 'rsa-1'),
    signingKey('PS256', 'ps-1'),
    signingKey('ES256', 'ec-1'),
    signingKey('RS256', 'foreign-1'),
  ]);
  provider = await startFakeIdentityProvider([rsa.publicJwk, ps.publicJwk, ec.publicJwk]);
});

afterAll(async () => {
  await provider.close();
});

beforeEach(() => {
  provider.hits.clear();
  provider.discoveryStatus = 200;
  provider.advertiseJwks = true;
  provider.jwksStatus = 200;
});

/** Claims of a good token from the provider, valid for an hour. */
function claims(overrides: Record<string, unknown> = {}) {
  return {
    iss: provider.issuer,
    aud: AUDIENCE,
    sub: 'member-1',
    iat: nowSeconds(),
    exp: nowSeconds() + 3600,
    ...overrides,
  };
}

function verifier(): TokenVerifier {
  return createTokenVerifier({
    issuer: provider.issuer,
    audience: AUDIENCE,
    jwksUri: provider.jwksUri,
  });
}

describe('ACCEPTED_ALGORITHMS', () => {
  it('allows only asymmetric signatures: no none, no HMAC', () => {
    expect([...ACCEPTED_ALGORITHMS]).toEqual(['RS256', 'PS256', 'ES256']);
  });
});

describe('createTokenVerifier: accepted tokens', () => {
  it('accepts a good RS256 token and returns its claims', async () => {
    const c = claims();
    await expect(verifier()(await mint(rsa, c))).resolves.toEqual({
      sub: 'member-1',
      impersonated: undefined,
      exp: c.exp,
    });
  });

  it.each(['PS256', 'ES256'] as const)('accepts a good %s token', async (alg) => {
    const key = alg === 'PS256' ? ps : ec;
    await expect(verifier()(await mint(key, claims()))).resolves.toMatchObject({ sub: 'member-1' });
  });

  it('accepts an audience list that contains ours', async () => {
    const token = await mint(rsa, claims({ aud: ['urn:other', AUDIENCE] }));
    await expect(verifier()(token)).resolves.toMatchObject({ sub: 'member-1' });
  });

  it('returns the impersonated member when the claim is a non-empty string', async () => {
    const token = await mint(rsa, claims({ sub: 'support-7', impersonated: 'member-2' }));
    await expect(verifier()(token)).resolves.toEqual(
      expect.objectContaining({ sub: 'support-7', impersonated: 'member-2' }),
    );
  });

  it.each<[string, unknown]>([
    ['empty', ''],
    ['a number', 42],
    ['an object', { id: 'member-2' }],
  ])('ignores an impersonated claim that is %s', async (_label, impersonated) => {
    const token = await mint(rsa, claims({ impersonated }));
    await expect(verifier()(token)).resolves.toMatchObject({ impersonated: undefined });
  });

  it('fetches the key set once and reuses it', async () => {
    const verify = verifier();
    await verify(await mint(rsa, claims()));
    await verify(await mint(rsa, claims({ sub: 'member-2' })));
    await verify(await mint(ec, claims({ sub: 'member-3' })));
    expect(provider.hits.get('/jwks')).toBe(1);
    expect(provider.hits.has('/.well-known/openid-configuration')).toBe(false);
  });
});

describe('createTokenVerifier: rejected tokens resolve null', () => {
  it.each<[string, () => Promise<string>]>([
    ['a bad issuer', () => mint(rsa, claims({ iss: 'https://evil.example.com' }))],
    ['an issuer with a trailing slash', () => mint(rsa, claims({ iss: `${provider.issuer}/` }))],
    ['no issuer', () => mint(rsa, claims({ iss: undefined }))],
    ['a bad audience', () => mint(rsa, claims({ aud: 'urn:other' }))],
    ['no audience', () => mint(rsa, claims({ aud: undefined }))],
    ['an expired token', () => mint(rsa, claims({ exp: nowSeconds() - 60 }))],
    ['a token expiring exactly now', () => mint(rsa, claims({ exp: nowSeconds() }))],
    ['a token not valid yet', () => mint(rsa, claims({ nbf: nowSeconds() + 600 }))],
    ['a token without exp', () => mint(rsa, claims({ exp: undefined }))],
    ['a token without sub', () => mint(rsa, claims({ sub: undefined }))],
    ['a token with an empty sub', () => mint(rsa, claims({ sub: '' }))],
    ['alg none (unsigned)', () => Promise.resolve(unsignedToken(claims()))],
    ['alg none naming a published kid', () => Promise.resolve(unsignedToken(claims(), rsa.kid))],
    ['a foreign key under a published kid', () => mint(foreign, claims(), { kid: rsa.kid })],
    ['a foreign key under an unknown kid', () => mint(foreign, claims())],
    [
      'HS256 with the public key (PEM) as secret',
      () =>
        new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256', kid: rsa.kid, typ: 'JWT' })
          .sign(new TextEncoder().encode(rsa.publicPem)),
    ],
    [
      'HS256 with the public JWK modulus as secret',
      () =>
        new SignJWT(claims())
          .setProtectedHeader({ alg: 'HS256', kid: rsa.kid, typ: 'JWT' })
          .sign(Buffer.from(rsa.publicJwk.n ?? '', 'base64url')),
    ],
    ['a tampered payload', async () => tamper(await mint(rsa, claims()), { sub: 'member-666' })],
    [
      'a tampered expiry',
      async () =>
        tamper(await mint(rsa, claims({ exp: nowSeconds() - 1 })), { exp: nowSeconds() + 3600 }),
    ],
    ['garbage', () => Promise.resolve('not.a.jwt')],
    ['an empty string', () => Promise.resolve('')],
    ['two parts', () => Promise.resolve('eyJhbGciOiJSUzI1NiJ9.e30')],
  ])('rejects %s', async (_label, token) => {
    await expect(verifier()(await token())).resolves.toBeNull();
  });
});

describe('createTokenVerifier: discovery', () => {
  it('finds the key set through the issuer’s discovery document, once', async () => {
    const verify = createTokenVerifier({ issuer: provider.issuer, audience: AUDIENCE });
    await expect(verify(await mint(rsa, claims()))).resolves.toMatchObject({ sub: 'member-1' });
    await expect(verify(await mint(rsa, claims()))).resolves.toMatchObject({ sub: 'member-1' });
    expect(provider.hits.get('/.well-known/openid-configuration')).toBe(1);
    expect(provider.hits.get('/jwks')).toBe(1);
  });

  it('rejects (provider unreachable) when discovery fails, and tries again next time', async () => {
    const verify = createTokenVerifier({ issuer: provider.issuer, audience: AUDIENCE });
    const token = await mint(rsa, claims());
    provider.discoveryStatus = 500;
    await expect(verify(token)).rejects.toThrow('discovery answered 500');
    provider.discoveryStatus = 200;
    await expect(verify(token)).resolves.toMatchObject({ sub: 'member-1' });
    expect(provider.hits.get('/.well-known/openid-configuration')).toBe(2);
  });

  it('rejects when the discovery document names no key set', async () => {
    provider.advertiseJwks = false;
    const verify = createTokenVerifier({ issuer: provider.issuer, audience: AUDIENCE });
    await expect(verify(await mint(rsa, claims()))).rejects.toThrow('discovery has no jwks_uri');
  });

  it('rejects when discovery times out', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockRejectedValue(
        new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
      );
    try {
      const verify = createTokenVerifier({ issuer: provider.issuer, audience: AUDIENCE });
      await expect(verify(await mint(rsa, claims()))).rejects.toThrow('timeout');
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

/**
 * The catch in createTokenVerifier rethrows only what is neither a JOSEError nor a TypeError, "so
 * the caller can log" an unreachable provider (readServerSession's onError; POST /api/session turns
 * it into 503). But when nothing answers, Node's fetch rejects with `TypeError: fetch failed`, and
 * jose reports a JWKS endpoint that does not answer 200 as a JOSEError: both become `null`.
 *
 * Node's fetch lives outside Jest's sandbox, so its TypeError is not `instanceof TypeError` inside
 * a test (it would slip through the catch and make these tests pass by accident); the same-realm
 * TypeError below is what production code sees (checked in plain Node:
 * `fetch('http://127.0.0.1:1').catch(e => e instanceof TypeError)` → true).
 */
describe('createTokenVerifier: provider unreachable', () => {
  let fetchSpy: jest.SpiedFunction<typeof fetch> | undefined;
  afterEach(() => {
    fetchSpy?.mockRestore();
    fetchSpy = undefined;
  });

  // An unanswered discovery request is an outage, not a bad token: rethrown.
  it('rejects when nothing answers the discovery request', async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const verify = createTokenVerifier({ issuer: provider.issuer, audience: AUDIENCE });
    await expect(verify(await mint(rsa, claims()))).rejects.toThrow('fetch failed');
  });

  // An unanswered key-set request is an outage too.
  it('rejects when nothing answers the key-set request', async () => {
    fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    await expect(verifier()(await mint(rsa, claims()))).rejects.toThrow('fetch failed');
  });

  // jose reports a failed key fetch as a generic JOSEError; it is still an outage.
  it('rejects when the key-set endpoint fails', async () => {
    provider.jwksStatus = 503;
    await expect(verifier()(await mint(rsa, claims()))).rejects.toThrow();
  });
});
