import type { NormalizedCacheObject } from '@apollo/client';
import { parseEnv } from '@/lib/platform/config/schema';
import { toPublicConfig, toSiteConfig } from '@/lib/platform/config/siteConfig';
import { loadBrowserApolloClient } from '@/lib/members/graphql/loadBrowserApolloClient';
import { MEMBER_QUERY } from '@/lib/members/graphql/operations';

jest.mock('@/lib/platform/logging/browserLogger', () => ({
  browserLogger: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

const CONFIG = toPublicConfig(toSiteConfig(parseEnv({ SITE_ORIGIN: 'https://www.example.com' })));
const MEMBER = {
  __typename: 'Member',
  id: 'abc123_987',
  displayName: null,
  email: null,
  firstName: 'Pat',
  lastName: null,
  homepayAccountStatusV2: 'CLIENT',
};

describe('loadBrowserApolloClient', () => {
  it('loads one client for the visit and merges every later page’s server cache into it', async () => {
    const first: NormalizedCacheObject = {
      ROOT_QUERY: { __typename: 'Query', member: { __ref: 'Member:abc123_987' } },
      'Member:abc123_987': { ...MEMBER },
    };
    const client = await loadBrowserApolloClient(CONFIG, first);
    const later = await loadBrowserApolloClient(CONFIG, {
      'Member:abc123_987': { ...MEMBER, firstName: 'Patricia' },
    });
    expect(later).toBe(client);
    expect(await loadBrowserApolloClient(CONFIG)).toBe(client);
    expect(client.readQuery({ query: MEMBER_QUERY })?.member).toMatchObject({
      firstName: 'Patricia',
    });
  });
});
