import type { NormalizedCacheObject } from '@apollo/client';
import { parseEnv } from '@/lib/platform/config/schema';
import { toPublicConfig, toSiteConfig, type PublicConfig } from '@/lib/platform/config/siteConfig';
import { MEMBER_QUERY } from '@/lib/members/graphql/operations';
import type * as SiteApolloModule from '@/lib/members/graphql/siteApolloClient';

const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;
const AUTHORITY = 'https://id.example.com';
const KEY = `hp-vhp.oidc.user:${AUTHORITY}:hp-vhp`;

const MEMBER = {
  __typename: 'Member',
  id: 'abc123_987',
  displayName: null,
  email: null,
  firstName: 'Pat',
  lastName: null,
  homepayAccountStatusV2: 'CLIENT',
};

const originalFetch = globalThis.fetch;
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

function config(env: Record<string, string> = {}): PublicConfig {
  return toPublicConfig(
    toSiteConfig(
      parseEnv({ SITE_ORIGIN: 'https://www.example.com', OIDC_AUTHORITY: AUTHORITY, ...env }),
    ),
  );
}

/** A fresh module, so each test starts without the visit-wide browser client. */
async function load(): Promise<typeof SiteApolloModule> {
  jest.resetModules();
  jest.doMock('@/lib/platform/logging/browserLogger', () => ({
    browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
  }));
  return import('@/lib/members/graphql/siteApolloClient');
}

/** jsdom has no fetch, Response or Headers: the transport gets a minimal stand-in. */
function jsonResponse(body: unknown): Response {
  const response = {
    status: 200,
    ok: true,
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: () => Promise.resolve(JSON.stringify(body)),
  };
  return response as unknown as Response;
}

/** The Authorization header of the n-th request (Apollo passes headers as a plain object). */
function authorizationOf(call: number): string | null {
  const headers = (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>;
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization');
  return entry ? entry[1] : null;
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW_MS });
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse({ data: { member: MEMBER } })));
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.useRealTimers();
  window.sessionStorage.clear();
});

describe('siteApolloClient in the browser', () => {
  it('sends the stored access token as bearer on Member while it is unexpired', async () => {
    const { siteApolloClient } = await load();
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'AT-browser', expires_at: NOW_S + 60 }),
    );
    const client = siteApolloClient(config(), null);
    await client.query({ query: MEMBER_QUERY, fetchPolicy: 'network-only' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/graphql');
    expect(authorizationOf(0)).toBe('Bearer AT-browser');
  });

  it('sends no bearer once the stored token has expired, or when none is stored', async () => {
    const { siteApolloClient } = await load();
    const client = siteApolloClient(config(), null);
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'AT-old', expires_at: NOW_S }),
    );
    await client.query({ query: MEMBER_QUERY, fetchPolicy: 'network-only' });
    window.sessionStorage.clear();
    await client.query({ query: MEMBER_QUERY, fetchPolicy: 'network-only' });
    expect(authorizationOf(0)).toBeNull();
    expect(authorizationOf(1)).toBeNull();
  });

  it('reads the token under the configured prefix only', async () => {
    const { siteApolloClient } = await load();
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'AT-browser', expires_at: NOW_S + 60 }),
    );
    const client = siteApolloClient(config({ OIDC_STORAGE_PREFIX: 'other.oidc.' }), null);
    await client.query({ query: MEMBER_QUERY, fetchPolicy: 'network-only' });
    expect(authorizationOf(0)).toBeNull();
  });

  it('sends no bearer when sign-in is not configured', async () => {
    const { siteApolloClient } = await load();
    window.sessionStorage.setItem(
      KEY,
      JSON.stringify({ access_token: 'AT-browser', expires_at: NOW_S + 60 }),
    );
    const unconfigured = config();
    const client = siteApolloClient(
      { ...unconfigured, oidc: { ...unconfigured.oidc, authority: null } },
      null,
    );
    await client.query({ query: MEMBER_QUERY, fetchPolicy: 'network-only' });
    expect(authorizationOf(0)).toBeNull();
  });

  it('keeps one client for the visit and merges each page’s server cache into it', async () => {
    const { siteApolloClient } = await load();
    const first: NormalizedCacheObject = {
      ROOT_QUERY: { __typename: 'Query', member: { __ref: 'Member:abc123_987' } },
      'Member:abc123_987': { ...MEMBER },
    };
    const client = siteApolloClient(config(), first);
    const second: NormalizedCacheObject = {
      'Member:abc123_987': { ...MEMBER, firstName: 'Patricia' },
    };
    expect(siteApolloClient(config(), second)).toBe(client);
    expect(siteApolloClient(config(), null)).toBe(client);
    expect(client.readQuery({ query: MEMBER_QUERY })?.member).toMatchObject({
      firstName: 'Patricia',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
