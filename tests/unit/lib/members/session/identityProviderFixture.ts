import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

/** Test-only stand-in for the identity provider: discovery document and JWKS over real HTTP. */
export interface FakeIdentityProvider {
  /** http://127.0.0.1:<port> — also the issuer. */
  issuer: string;
  jwksUri: string;
  /** Requests per path, to check caching. */
  hits: Map<string, number>;
  /** Status the discovery endpoint answers with (200 by default). */
  discoveryStatus: number;
  /** Whether the discovery document names the JWKS (true by default). */
  advertiseJwks: boolean;
  /** Status the JWKS endpoint answers with (200 by default). */
  jwksStatus: number;
  keys: JWK[];
  close: () => Promise<void>;
}

export async function startFakeIdentityProvider(keys: JWK[]): Promise<FakeIdentityProvider> {
  const hits = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (path === '/.well-known/openid-configuration') {
      return send(
        provider.discoveryStatus,
        provider.advertiseJwks
          ? { issuer: provider.issuer, jwks_uri: provider.jwksUri }
          : { issuer: provider.issuer },
      );
    }
    if (path === '/jwks') return send(provider.jwksStatus, { keys: provider.keys });
    return send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider: FakeIdentityProvider = {
    issuer,
    jwksUri: `${issuer}/jwks`,
    hits,
    discoveryStatus: 200,
    advertiseJwks: true,
    jwksStatus: 200,
    keys,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return provider;
}

export interface SigningKey {
  kid: string;
  alg: 'RS256' | 'PS256' | 'ES256';
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  publicPem: string;
}

export async function signingKey(alg: SigningKey['alg'], kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(alg, { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' };
  return { kid, alg, privateKey, publicKey, publicJwk, publicPem: await exportSPKI(publicKey) };
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Signs `claims` with `key` (header alg and kid from the key unless overridden). */
export function mint(
  key: SigningKey,
  claims: JWTPayload,
  header: { kid?: string; alg?: string } = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: header.alg ?? key.alg, kid: header.kid ?? key.kid, typ: 'JWT' })
    .sign(key.privateKey);
}

const base64url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token (`alg: none`), built by hand since jose refuses to make one. */
export function unsignedToken(claims: JWTPayload, kid?: string): string {
  return `${base64url({ alg: 'none', typ: 'JWT', ...(kid ? { kid } : {}) })}.${base64url(claims)}.`;
}

/** The token with one payload claim changed and the original signature kept. */
export function tamper(token: string, claims: JWTPayload): string {
  const [header, payload, signature] = token.split('.');
  const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as JWTPayload;
  return `${header}.${base64url({ ...decoded, ...claims })}.${signature}`;
}
