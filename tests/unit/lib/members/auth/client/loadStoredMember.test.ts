import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { User } from 'oidc-client-ts';
import { of } from 'rxjs';
import { AuthService } from '@/lib/members/auth/AuthService';
import { loadStoredMember } from '@/lib/members/auth/client/loadStoredMember';
import { storedUserKey } from '@/lib/members/auth/storedUser';
import { MEMBER } from '../../../../../support/member.fixture';

const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_S = NOW_MS / 1000;
const AUTHORITY = 'https://id.example.com';

function service(): AuthService {
  const built = new AuthService(
    {
      authority: AUTHORITY,
      client_id: 'hp-vhp',
      redirect_uri: 'https://www.example.com/app/hp-vhp/authCallback',
      response_type: 'code',
      scope: 'openid',
      post_logout_redirect_uri: 'https://www.example.com/app/hp-vhp',
      automaticSilentRenew: false,
    },
    window.sessionStorage,
  );
  built.initialize();
  return built;
}

/** Stores a user where the service's library (default prefix "oidc.") looks for it. */
function storeUser(_auth: AuthService, expiresAt: number, sub = 'subject-1'): void {
  const user = new User({
    access_token: 'AT',
    token_type: 'Bearer',
    profile: { sub, iss: AUTHORITY, aud: 'hp-vhp', exp: expiresAt, iat: NOW_S },
    expires_at: expiresAt,
  });
  window.sessionStorage.setItem(
    storedUserKey('oidc.', AUTHORITY, 'hp-vhp'),
    user.toStorageString(),
  );
}

/** A client whose transport answers every operation with `member`, counting the calls. */
function clientAnswering(member: unknown): { client: ApolloClient; operations: string[] } {
  const operations: string[] = [];
  const link = new ApolloLink((operation) => {
    operations.push(operation.operationName ?? '');
    return of({ data: { member } });
  });
  return { client: new ApolloClient({ cache: new InMemoryCache(), link }), operations };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW_MS });
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  window.sessionStorage.clear();
});

describe('loadStoredMember', () => {
  it('logs in, never impersonated, with the stored subject as memberUuid', async () => {
    const auth = service();
    storeUser(auth, NOW_S + 300, 'subject-42');
    const { client, operations } = clientAnswering(MEMBER);

    const state = await loadStoredMember(auth, client);

    expect(state).toEqual({
      isLoggedIn: true,
      isImpersonated: false,
      memberUuid: 'subject-42',
      member: {
        id: 'abc123_987',
        displayName: 'Pat Doe',
        email: 'pat@example.com',
        firstName: 'Pat',
        lastName: 'Doe',
        homepayAccountStatusV2: 'CLIENT',
      },
    });
    expect(operations).toEqual(['Member']);
  });

  it('asks the network every time (network-only), not the cache', async () => {
    const auth = service();
    storeUser(auth, NOW_S + 300);
    const { client, operations } = clientAnswering(MEMBER);
    await loadStoredMember(auth, client);
    await loadStoredMember(auth, client);
    expect(operations).toEqual(['Member', 'Member']);
  });

  it('resolves null without querying when no user is stored', async () => {
    const { client, operations } = clientAnswering(MEMBER);
    expect(await loadStoredMember(service(), client)).toBeNull();
    expect(operations).toEqual([]);
  });

  it('resolves null without querying when the stored token expires exactly now', async () => {
    const auth = service();
    storeUser(auth, NOW_S);
    const { client, operations } = clientAnswering(MEMBER);
    expect(await loadStoredMember(auth, client)).toBeNull();
    expect(operations).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['no member', null],
    ['a member without id', { ...MEMBER, id: '' }],
    ['an unknown account status', { ...MEMBER, homepayAccountStatusV2: 'GOLD' }],
  ])('resolves null for %s', async (_label, member) => {
    const auth = service();
    storeUser(auth, NOW_S + 300);
    const { client } = clientAnswering(member);
    expect(await loadStoredMember(auth, client)).toBeNull();
  });
});
