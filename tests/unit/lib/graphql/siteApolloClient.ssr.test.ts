/** @jest-environment node */
import { parseEnv } from '@/lib/config/schema';
import { toPublicConfig, toSiteConfig } from '@/lib/config/siteConfig';
import { MEMBER_QUERY } from '@/lib/graphql/operations';
import { siteApolloClient } from '@/lib/graphql/siteApolloClient';

jest.mock('@/lib/logging/browserLogger', () => ({
  browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

const CONFIG = toPublicConfig(
  toSiteConfig(
    parseEnv({ SITE_ORIGIN: 'https://www.example.com', OIDC_AUTHORITY: 'https://id.example.com' }),
  ),
);

const CACHE = {
  ROOT_QUERY: { __typename: 'Query', member: { __ref: 'Member:m-1' } },
  'Member:m-1': {
    __typename: 'Member',
    id: 'm-1',
    displayName: null,
    email: null,
    firstName: 'Pat',
    lastName: null,
    homepayAccountStatusV2: 'CLIENT',
  },
};

describe('siteApolloClient during server rendering', () => {
  it('builds a fresh client per render (no cache shared between members)', () => {
    const first = siteApolloClient(CONFIG, CACHE);
    const second = siteApolloClient(CONFIG, null);
    expect(second).not.toBe(first);
    expect(first.readQuery({ query: MEMBER_QUERY })?.member).toMatchObject({ id: 'm-1' });
    expect(second.readQuery({ query: MEMBER_QUERY })).toBeNull();
  });

  it('never sends a bearer token while rendering on the server', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(
        new Response(JSON.stringify({ data: { member: CACHE['Member:m-1'] } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    try {
      const client = siteApolloClient(
        { ...CONFIG, graphql: { ...CONFIG.graphql, uri: 'https://api.example.com/graphql' } },
        null,
      );
      await client.query({ query: MEMBER_QUERY, fetchPolicy: 'network-only' });
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(new Headers(fetchSpy.mock.calls[0]?.[1]?.headers).get('authorization')).toBeNull();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
