/** @jest-environment node */
import { parseEnv } from '@/lib/platform/config/schema';
import { toSiteConfig, type SiteConfig } from '@/lib/platform/config/siteConfig';
import type * as ServerAuthModule from '@/lib/members/auth/serverAuth.server';
import type { ServerSession } from '@/lib/members/session/siteSession.server';
import { MEMBER } from '../../../../support/member.fixture';

const API = 'https://api.example.com/graphql';
const ENCODED = 'header.payload.signature-of-the-session';

const log = { error: jest.fn(), warn: jest.fn(), info: jest.fn() };
const readSiteSession = jest.fn<Promise<ServerSession>, [Partial<Record<string, string>>]>();
let fetchSpy: jest.SpiedFunction<typeof fetch>;

async function load(env: Record<string, string> = {}): Promise<typeof ServerAuthModule> {
  const siteConfig: SiteConfig = toSiteConfig(
    parseEnv({ SITE_ORIGIN: 'https://www.example.com', GRAPHQL_SERVER_URI: API, ...env }),
  );
  jest.resetModules();
  jest.doMock('@/lib/platform/config/env.server', () => ({ siteConfig }));
  jest.doMock('@/lib/platform/logging/logger.server', () => ({ logger: log }));
  jest.doMock('@/lib/members/session/siteSession.server', () => ({ readSiteSession }));
  return import('@/lib/members/auth/serverAuth.server');
}

function authenticated(token: { sub: string; impersonated?: string }): ServerSession {
  return {
    state: 'authenticated',
    encodedToken: ENCODED,
    token: { sub: token.sub, impersonated: token.impersonated, exp: 2_000_000_000 },
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function answer(respond: () => Response | Promise<Response>): void {
  fetchSpy.mockImplementation(() => Promise.resolve(respond()));
}

/** The URL a fetch call was made with. */
function urlOf(input: Parameters<typeof fetch>[0] | undefined): string {
  if (input === undefined) return '';
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Headers of the n-th fetch call, as a Headers object. */
function headersOf(call: number): Headers {
  return new Headers(fetchSpy.mock.calls[call]?.[1]?.headers);
}

beforeEach(() => {
  log.error.mockReset();
  readSiteSession.mockReset();
  fetchSpy = jest.spyOn(globalThis, 'fetch');
  // No waiting between retries: full jitter with Math.random() = 0 is a zero delay.
  jest.spyOn(Math, 'random').mockReturnValue(0);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('loadServerAuth', () => {
  it('renders logged out without asking the API when the session is not authenticated', async () => {
    const { loadServerAuth } = await load();
    readSiteSession.mockResolvedValue({ state: 'unauthenticated' });
    await expect(loadServerAuth({ some: 'cookie' }, log)).resolves.toEqual({
      auth: { isLoggedIn: false, isImpersonated: false, member: null, memberUuid: null },
      apolloState: null,
    });
    expect(readSiteSession).toHaveBeenCalledWith({ some: 'cookie' });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches the member with the session token as bearer and logs in (not impersonated)', async () => {
    const { loadServerAuth } = await load();
    readSiteSession.mockResolvedValue(authenticated({ sub: 'member-sub' }));
    answer(() => json({ data: { member: MEMBER } }));

    const result = await loadServerAuth({}, log);

    expect(result.auth).toEqual({
      isLoggedIn: true,
      isImpersonated: false,
      memberUuid: 'member-sub',
      member: {
        id: 'abc123_987',
        displayName: 'Pat Doe',
        email: 'pat@example.com',
        firstName: 'Pat',
        lastName: 'Doe',
        homepayAccountStatusV2: 'CLIENT',
      },
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(API);
    expect(headersOf(0).get('authorization')).toBe(`Bearer ${ENCODED}`);
  });

  it('marks an impersonated session and uses the impersonated id as memberUuid', async () => {
    const { loadServerAuth } = await load();
    readSiteSession.mockResolvedValue(
      authenticated({ sub: 'support-1', impersonated: 'member-9' }),
    );
    answer(() => json({ data: { member: MEMBER } }));
    const { auth } = await loadServerAuth({}, log);
    expect(auth.isLoggedIn).toBe(true);
    expect(auth.isImpersonated).toBe(true);
    expect(auth.memberUuid).toBe('member-9');
  });

  it('hands the browser the member in the cache snapshot, never the token', async () => {
    const { loadServerAuth } = await load();
    readSiteSession.mockResolvedValue(authenticated({ sub: 'member-sub' }));
    answer(() => json({ data: { member: MEMBER } }));
    const { apolloState } = await loadServerAuth({}, log);
    expect(apolloState).not.toBeNull();
    expect(JSON.stringify(apolloState)).toContain('abc123_987');
    expect(JSON.stringify(apolloState)).not.toContain(ENCODED);
  });

  it('uses GET for the Member query when configured', async () => {
    const { loadServerAuth } = await load({ GRAPHQL_USE_GET_FOR_QUERIES: 'true' });
    readSiteSession.mockResolvedValue(authenticated({ sub: 'member-sub' }));
    answer(() => json({ data: { member: MEMBER } }));
    await loadServerAuth({}, log);
    expect(fetchSpy.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(urlOf(fetchSpy.mock.calls[0]?.[0])).toMatch(/^https:\/\/api\.example\.com\/graphql\?/);
    expect(urlOf(fetchSpy.mock.calls[0]?.[0])).toContain('operationName=Member');
  });

  it('renders logged out and logs when the response has no member', async () => {
    const { loadServerAuth } = await load();
    readSiteSession.mockResolvedValue(authenticated({ sub: 'member-sub' }));
    answer(() => json({ data: { member: null } }));
    const result = await loadServerAuth({}, log);
    // Logged out of the page, but marked: the session is signed in (docs/members.md#account-menu).
    expect(result).toEqual({
      auth: {
        isLoggedIn: false,
        isImpersonated: false,
        member: null,
        memberUuid: null,
        memberUnavailable: true,
      },
      apolloState: null,
    });
    expect(log.error).toHaveBeenCalledWith(
      { event: 'MemberFetchFailed', reason: 'no member in response' },
      'Rendering logged out',
    );
  });

  it('renders logged out and logs when the API answers with an error status', async () => {
    const { loadServerAuth } = await load();
    readSiteSession.mockResolvedValue(authenticated({ sub: 'member-sub' }));
    answer(() => json({ message: 'down' }, 500));
    const result = await loadServerAuth({}, log);
    expect(result.auth.isLoggedIn).toBe(false);
    expect(result.auth.memberUnavailable).toBe(true);
    // HTTP errors are not retried.
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'GQLNetworkError', key: 'NetworkError', status: 500 }),
      'Error calling Member: Response not successful: Received status code 500',
    );
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'MemberFetchFailed' }),
      'Failed to fetch the member; rendering logged out',
    );
  });

  it('tries twice (one retry) on a network failure, then renders logged out', async () => {
    const { loadServerAuth } = await load();
    readSiteSession.mockResolvedValue(authenticated({ sub: 'member-sub' }));
    fetchSpy.mockRejectedValue(new TypeError('fetch failed'));
    const result = await loadServerAuth({}, log);
    expect(result.auth.isLoggedIn).toBe(false);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    const networkLogs = log.error.mock.calls.filter(
      ([fields]) => (fields as { event?: string }).event === 'GQLNetworkError',
    );
    expect(networkLogs).toHaveLength(1);
  });

  it('succeeds when the retry gets through', async () => {
    const { loadServerAuth } = await load();
    readSiteSession.mockResolvedValue(authenticated({ sub: 'member-sub' }));
    fetchSpy
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockImplementation(() => Promise.resolve(json({ data: { member: MEMBER } })));
    const result = await loadServerAuth({}, log);
    expect(result.auth.isLoggedIn).toBe(true);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('renders logged out when the API answers with GraphQL errors', async () => {
    const { loadServerAuth } = await load();
    readSiteSession.mockResolvedValue(authenticated({ sub: 'member-sub' }));
    answer(() =>
      json({ data: { member: null }, errors: [{ message: 'not found', path: ['member'] }] }),
    );
    const result = await loadServerAuth({}, log);
    expect(result.auth.isLoggedIn).toBe(false);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'GQLError', operationName: 'Member', path: ['member'] }),
      'Error calling Member: not found',
    );
  });
});
